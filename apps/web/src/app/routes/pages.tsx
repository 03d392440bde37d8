import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, Navigate, Outlet, useParams, useRouteError } from 'react-router';
import { Card } from '../../components/card.js';
import { EmptyState } from '../../components/empty-state.js';
import { CompassIcon, LockIcon, AlertIcon } from '../../components/icons.js';
import { useDocumentTitle } from '../../components/use-document-title.js';
import { useMe } from '../../features/account/index.js';
import { HistoryScreen } from '../../features/community/index.js';
import { KeyLandingPage as KeyLanding, LoginScreen } from '../../features/auth/index.js';
import { ErrorPanel, NumberNotFound, NumberView, ProfileSkeleton } from '../../features/number/index.js';
import { PaymentPage as PaymentScreen } from '../../features/payment/index.js';
import { SearchBox, SearchIntro } from '../../features/search/index.js';
import { localeFromSegment } from '../../i18n/locale.js';
import { digitsOf } from '../../lib/phone.js';
import { useIsSignedIn, useSession } from '../../lib/session.js';
import { switchLocale } from '../locale-actions.js';
import { useUiStore } from '../ui-store.js';

/** `/`: signed-in users go to search, visitors to login (spec §2). */
export function RootRedirect() {
  const signedIn = useIsSignedIn();
  return <Navigate to={signedIn ? '/search' : '/login'} replace />;
}

/** `/login`: sign-in by phone through a code sent from the phone (spec §2, §4). */
export function LoginPage() {
  const locale = useUiStore((s) => s.locale);
  return <LoginScreen locale={locale} />;
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

/**
 * `/number/my`: the own number's page. The number comes from sign-in (stored `phoneNumber`); when
 * it is not known yet the own profile is loaded.
 */
export function MyNumberPage() {
  const signedIn = useIsSignedIn();
  const mine = digitsOf(useSession((s) => s.phoneNumber) ?? '');
  const locale = useUiStore((s) => s.locale);
  const me = useMe(signedIn && !mine);
  if (!signedIn) return <Navigate to="/login" replace />;
  if (!mine) {
    return (
      <div className="page page--number">
        {me.isError ? <ErrorPanel error={me.error} retrying={me.isFetching} onRetry={() => void me.refetch()} /> : <ProfileSkeleton />}
      </div>
    );
  }
  return (
    <div className="page page--number" data-testid="my-number-page">
      <SearchBox key={mine} variant="compact" />
      <NumberView phone={mine} locale={locale} signedIn />
    </div>
  );
}

/** `/history`: the search history, the pay-past-the-limit setting and my complaints (signed-in; visitors go to /login). */
export function HistoryPage() {
  const signedIn = useIsSignedIn();
  const locale = useUiStore((s) => s.locale);
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <div className="page page--narrow" data-testid="history-page">
      <HistoryScreen locale={locale} />
    </div>
  );
}

/** `/key/{key}` (also `//key/{key}` and `/{lang}/key/{key}`): entry by key (spec §2, §5). */
export function KeyLandingRoute() {
  const setTheme = useUiStore((s) => s.setTheme);
  const onTheme = useCallback((theme: 'dark' | 'light') => setTheme(theme), [setTheme]);
  return <KeyLanding onTheme={onTheme} />;
}

/** `/payment`, `/payment/{status}`: where payments open (a later step), with the balance. */
export function PaymentPage() {
  const signedIn = useIsSignedIn();
  const locale = useUiStore((s) => s.locale);
  return <PaymentScreen signedIn={signedIn} locale={locale} />;
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
