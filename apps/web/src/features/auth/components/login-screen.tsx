import { MARKETING_SITE } from '@numscope/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '../../../components/button.js';
import { Card } from '../../../components/card.js';
import { Field } from '../../../components/field.js';
import { Input } from '../../../components/input.js';
import { EmptyState } from '../../../components/empty-state.js';
import { AlertIcon, PhoneIcon, RefreshIcon } from '../../../components/icons.js';
import { useDocumentTitle } from '../../../components/use-document-title.js';
import { marketingLang } from '../../../i18n/locale.js';
import { focusOnMount } from '../../../lib/focus.js';
import { localePath, returnPath } from '../../../lib/locale-path.js';
import { isValidNumber, usePhoneFormat } from '../../../lib/phone.js';
import { PHONE_INPUT_ATTRIBUTES, usePhoneInput } from '../../../lib/use-phone-input.js';
import { useIsSignedIn } from '../../../lib/session.js';
import { useMediaQuery } from '../../../lib/use-media-query.js';
import { formatCode } from '../model/check-flow.js';
import { pauseSignIn, requestCode, resumeSignIn, startAgain, userActed, useSignIn } from '../model/sign-in-store.js';
import { MethodTile } from './method-tile.js';
import { SimulatorPanel } from './simulator-panel.js';
import { WaitProgress } from './wait-progress.js';
import { IconTile } from '../../../components/icon-tile.js';
import './auth.css';

/** Marketing-site page in the current language (ru-ru when the country is ru), like the footer's. */
function legalUrl(locale: string, page: 'terms' | 'privacy'): string {
  return `${MARKETING_SITE}/${marketingLang(locale)}/${page}`;
}

/** The text of an authError (spec §8): `auth_error_<status_code>`, or the generic one. */
export function authErrorKey(code: number | null, exists: (key: string) => boolean): string {
  const key = `auth_error_${code ?? 10000}`;
  return exists(key) ? key : 'auth_error_10000';
}

/** Fewer digits than this cannot be a number with its country code (checked before libphonenumber has loaded). */
const MIN_DIGITS = 8;

/** Why the typed number cannot be used yet, or null. */
function phoneProblem(digits: string): 'auth_phone_required' | 'auth_phone_invalid' | null {
  if (!digits) return 'auth_phone_required';
  return digits.length < MIN_DIGITS || isValidNumber(digits) === false ? 'auth_phone_invalid' : null;
}

function AgreementStep({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const accepted = useSignIn((s) => s.userAgreement);
  const setAccepted = useSignIn((s) => s.setUserAgreement);
  const setPhone = useSignIn((s) => s.setPhone);
  const requesting = useSignIn((s) => s.wait);
  const { digits, formatted, notice, onChange, inputRef } = usePhoneInput(useSignIn.getState().phone);
  // Shown once the user tried to continue, then kept up to date as they fix the number.
  const [tried, setTried] = useState(false);
  const problem = phoneProblem(digits);
  const hintId = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem) inputRef.current?.focus();
    else if (accepted && !requesting) {
      setPhone(digits);
      void requestCode(locale);
    }
  };
  return (
    <Card className="login-step">
      <form className="agreement" onSubmit={onSubmit} noValidate>
        <Field
          label={t('auth_phone_label')}
          hint={notice ? t(`phone_notice_${notice}`) : t('auth_phone_hint')}
          error={tried && problem ? t(problem) : undefined}
          required
        >
          <Input ref={inputRef} data-testid="auth-phone" {...PHONE_INPUT_ATTRIBUTES} value={formatted} onChange={onChange} />
        </Field>
        <label className="agreement__check">
          <input
            type="checkbox"
            data-testid="auth-agreement"
            checked={accepted}
            onChange={(e) => setAccepted(e.currentTarget.checked)}
            aria-describedby={accepted ? undefined : hintId}
          />
          <span>
            <Trans
              i18nKey="auth_agreement"
              components={{
                // Trans fills each link with its text from the translation.
                // eslint-disable-next-line jsx-a11y/anchor-has-content
                terms: <a href={legalUrl(locale, 'terms')} target="_blank" rel="noopener" />,
                // eslint-disable-next-line jsx-a11y/anchor-has-content
                privacy: <a href={legalUrl(locale, 'privacy')} target="_blank" rel="noopener" />,
              }}
            />
          </span>
        </label>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="agreement__continue"
          disabled={!accepted}
          loading={requesting}
          data-testid="auth-continue"
        >
          {requesting ? t('auth_requesting') : t('auth_continue')}
        </Button>
        {accepted ? null : (
          <p className="agreement__hint" id={hintId}>
            {t('auth_agreement_required')}
          </p>
        )}
      </form>
      <p className="login-step__visitor">
        <Link to={localePath('/search')}>{t('login_continue_visitor')}</Link>
      </p>
    </Card>
  );
}

/** Below this width the ways to send the code other than the recommended one start folded. */
const PHONE_WIDTH = '(max-width: 640px)';

function WaitingStep({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const code = useSignIn((s) => s.code);
  const methods = useSignIn((s) => s.methods);
  const preferred = useSignIn((s) => s.authMethod);
  const simulator = useSignIn((s) => s.simulator);
  const startedAt = useSignIn((s) => s.checkStartedAt);
  const endsAt = useSignIn((s) => s.checkEndsAt);
  const number = useSignIn((s) => s.phone);
  const format = usePhoneFormat();
  const phone = useMediaQuery(PHONE_WIDTH);
  if (!code) return null;
  return (
    <>
      <Card className="code-card">
        <p className="code-card__label">{t('auth_code_label')}</p>
        <p className="code-card__code" dir="ltr" data-testid="auth-code" data-code={code}>
          {formatCode(code)}
        </p>
        <p className="code-card__hint muted" data-testid="auth-code-from">
          {number ? (
            <Trans
              i18nKey="auth_code_from"
              values={{ phone: format(number) }}
              components={{ number: <bdi className="code-card__number" dir="ltr" /> }}
            />
          ) : (
            t('auth_code_hint')
          )}
        </p>
        {startedAt !== null && endsAt !== null ? <WaitProgress startedAt={startedAt} endsAt={endsAt} /> : null}
      </Card>
      {simulator && methods.length > 0 ? (
        <SimulatorPanel code={code} methods={methods} phone={number ? `+${number}` : ''} onSent={userActed} />
      ) : null}
      <section className="methods" aria-labelledby="methods-title">
        {/* After Continue the keyboard goes on from the ways to confirm (the page does not scroll away from the code). */}
        <h2 className="section-title" id="methods-title" tabIndex={-1} ref={focusOnMount}>
          {t('auth_methods_title')}
        </h2>
        {methods.length > 0 ? (
          <ul className="methods__grid">
            {methods.map((m) => (
              <MethodTile
                key={m.method}
                instruction={m}
                preferred={m.method === preferred}
                collapsed={phone && m.method !== preferred}
                onAct={userActed}
              />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('auth_no_methods')}</p>
        )}
      </section>
      <p className="login-restart">
        <Button variant="ghost" size="sm" icon={<RefreshIcon size={16} />} onClick={() => startAgain(locale)} data-testid="auth-new-code">
          {t('auth_new_code')}
        </Button>
      </p>
    </>
  );
}

function FailedStep({ locale }: { locale: string }) {
  const { t, i18n } = useTranslation();
  const authError = useSignIn((s) => s.authError);
  return (
    <Card className="login-step">
      <EmptyState
        tone="danger"
        role="alert"
        icon={<AlertIcon size={28} />}
        title={t('auth_failed_title')}
        actions={
          <Button variant="primary" icon={<RefreshIcon size={18} />} onClick={() => startAgain(locale)} data-testid="auth-start-again">
            {t('auth_start_again')}
          </Button>
        }
      >
        <p data-testid="auth-error" data-code={authError ?? undefined}>
          {t(authErrorKey(authError, (k) => i18n.exists(k)))}
        </p>
      </EmptyState>
    </Card>
  );
}

/**
 * `/login` (spec §2, §4): accept the agreement, get a code, send it from the phone through any
 * enabled channel, and wait while the check flow polls. Signed-in users go to /search.
 */
export function LoginScreen({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const phase = useSignIn((s) => s.phase);
  const { search } = useLocation();
  useDocumentTitle(t('document_title', { page: t('login_title') }));

  useEffect(() => {
    // A reload within the code's lifetime resumes the wait (spec §4 cookies).
    resumeSignIn();
    return () => pauseSignIn();
  }, []);

  if (signedIn) return <Navigate to={returnPath(search)} replace />;
  return (
    <div className={`page login-page login-page--${phase}`} data-testid="login-page" data-phase={phase}>
      <header className="login-intro">
        <IconTile size={56}>
          <PhoneIcon size={26} />
        </IconTile>
        <h1 className="login-intro__title">{t('login_title')}</h1>
        <p className="login-intro__text">{t('auth_how')}</p>
      </header>
      {phase === 'agreement' || phase === 'requesting' ? <AgreementStep locale={locale} /> : null}
      {phase === 'waiting' ? <WaitingStep locale={locale} /> : null}
      {phase === 'failed' ? <FailedStep locale={locale} /> : null}
    </div>
  );
}
