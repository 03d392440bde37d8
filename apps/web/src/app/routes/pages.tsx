import { STORAGE_KEYS } from '@numscope/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, Navigate, Outlet, useParams, useRouteError } from 'react-router';
import { Card } from '../../components/card.js';
import { EmptyState } from '../../components/empty-state.js';
import { CompassIcon, LockIcon, PhoneIcon, AlertIcon } from '../../components/icons.js';
import { useDocumentTitle } from '../../components/use-document-title.js';
import { NumberNotFound, NumberView } from '../../features/number/index.js';
import { SearchBox, SearchIntro } from '../../features/search/index.js';
import { localeFromSegment } from '../../i18n/locale.js';
import { digitsOf } from '../../lib/phone.js';
import { useIsSignedIn } from '../../lib/session.js';
import { readStorage } from '../../lib/storage.js';
import { switchLocale } from '../locale-actions.js';
import { useUiStore } from '../ui-store.js';

/** `/`: signed-in users go to search, visitors to login (spec §2). */
export function RootRedirect() {
  const signedIn = useIsSignedIn();
  return <Navigate to={signedIn ? '/search' : '/login'} replace />;
}

/** `/login`: sign-in by phone comes later; visitors can search meanwhile. */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('document_title', { page: t('login_title') }));
  return (
    <div className="page page--narrow">
      <Card className="state-card login-card">
        <EmptyState
          tone="brand"
          icon={<PhoneIcon size={28} />}
          title={t('login_title')}
          headingLevel={1}
          actions={
            <Link className="btn btn--primary btn--lg" to="/search">
              {t('login_continue_visitor')}
            </Link>
          }
        >
          <p>{t('login_text')}</p>
          <p className="muted">{t('login_coming_soon')}</p>
        </EmptyState>
      </Card>
    </div>
  );
}

/** `/search`, `/search/{status}`, `/{lang}/search`: the search screen. */
export function SearchPage() {
  const { t } = useTranslation();
  const locale = useUiStore((s) => s.locale);
  useDocumentTitle(t('document_title', { page: t('search_title') }));
  return (
    <div className="page page--search">
      <section className="hero">
        <SearchBox variant="hero" autoFocus />
      </section>
      <SearchIntro locale={locale} />
    </div>
  );
}

/** `/number/{phone}`: the search box on top, then the number. */
export function NumberPage() {
  const { phone = '' } = useParams();
  const locale = useUiStore((s) => s.locale);
  const signedIn = useIsSignedIn();
  return (
    <div className="page page--number">
      <SearchBox key={phone} variant="compact" initialDigits={digitsOf(phone)} />
      <NumberView phone={phone} locale={locale} signedIn={signedIn} />
    </div>
  );
}

/** `/number/not-found`, `/number/empty`. */
export function NumberStatePage({ kind }: { kind: 'not-found' | 'empty' }) {
  return (
    <div className="page page--number">
      <SearchBox variant="compact" />
      <NumberNotFound kind={kind} />
    </div>
  );
}

/** `/number/my`: the own number needs sign-in; the account number is remembered at sign-in. */
export function MyNumberPage() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return <Navigate to="/login" replace />;
  const mine = digitsOf(readStorage(STORAGE_KEYS.phoneNumber) ?? '');
  return <Navigate to={mine ? `/number/${mine}` : '/search'} replace />;
}

/** `/settings`: opens the settings panel when signed in, otherwise goes to login (spec §2, §6). */
export function SettingsRedirect() {
  const signedIn = useIsSignedIn();
  const openSettings = useUiStore((s) => s.openSettings);
  useEffect(() => {
    if (signedIn) openSettings();
  }, [signedIn, openSettings]);
  return <Navigate to={signedIn ? '/search' : '/login'} replace />;
}

/** `/not-authorized`: where a failed authorisation (403/426) lands. */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('document_title', { page: t('notauth_title') }));
  return (
    <div className="page page--narrow">
      <Card className="state-card">
        <EmptyState
          icon={<LockIcon size={28} />}
          title={t('notauth_title')}
          headingLevel={1}
          actions={
            <>
              <Link className="btn btn--primary btn--md" to="/login">
                {t('header_login')}
              </Link>
              <Link className="btn btn--secondary btn--md" to="/search">
                {t('notfound_page_search')}
              </Link>
            </>
          }
        >
          <p>{t('notauth_text')}</p>
        </EmptyState>
      </Card>
    </div>
  );
}

/** Any unknown path: a friendly, translated 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('document_title', { page: t('notfound_page_title') }));
  return (
    <div className="page page--narrow">
      <Card className="state-card">
        <EmptyState
          icon={<CompassIcon size={28} />}
          title={t('notfound_page_title')}
          headingLevel={1}
          actions={
            <Link className="btn btn--primary btn--md" to="/search">
              {t('notfound_page_search')}
            </Link>
          }
        >
          <p>{t('notfound_page_text')}</p>
        </EmptyState>
      </Card>
    </div>
  );
}

/**
 * `/{lang}/…`: applies the language of the prefix (for this visit; the stored choice is not
 * changed), or shows the 404 page if the segment names no language.
 */
export function LangGate() {
  const { lang } = useParams();
  const info = localeFromSegment(lang);
  const current = useUiStore((s) => s.locale);
  useEffect(() => {
    if (info && info.code !== current) void switchLocale(info.code, { persist: false });
    // Only a change of the prefix re-applies it; a later manual choice is respected.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info?.code]);
  if (!info) return <NotFoundPage />;
  return <Outlet />;
}

/** `/{lang}` alone: the search screen in that language. */
export function LangIndexRedirect() {
  const { lang } = useParams();
  return <Navigate to={`/${lang}/search`} replace />;
}

/** Shown when rendering a route throws: never a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="page page--narrow">
      <Card className="state-card">
        <EmptyState
          tone="danger"
          role="alert"
          icon={<AlertIcon size={28} />}
          title={t('error_page_title')}
          headingLevel={1}
          actions={
            <a className="btn btn--primary btn--md" href="/search">
              {t('notfound_page_search')}
            </a>
          }
        >
          <p>{t('error_INTERNAL')}</p>
        </EmptyState>
      </Card>
    </div>
  );
}
