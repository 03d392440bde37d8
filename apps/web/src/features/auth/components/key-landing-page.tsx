import { STORAGE_KEYS } from '@numscope/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.js';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api.js';
import { focusOnMount } from '../../../lib/focus.js';
import { useSession } from '../../../lib/session.js';
import { writeStorage } from '../../../lib/storage.js';
import { accountSwitch, decideKeyLanding, type KeyLandingDecision, type KeyTheme } from '../model/key-landing.js';

type Entering = Exclude<KeyLandingDecision, { kind: 'reject' }>;

/** A number inside a sentence, isolated so that its `+` stays before its digits in right-to-left text. */
const isolated = (e164: string) => `\u2066${e164}\u2069`;

/** Opens a URL in the top window (the key link may be shown in a frame, e.g. a banner). */
function openInTopWindow(url: string): void {
  try {
    if (window.top && window.top !== window) {
      window.top.location.href = url;
      return;
    }
  } catch {
    /* a cross-origin parent refused: navigate this frame instead */
  }
  window.location.assign(url);
}

/**
 * `/key/{key}`, `//key/{key}`, `/{lang}/key/{key}` (spec §2 key landing, §5 key token): enters with
 * the key as the access token and goes where the link says. `loadAccount` loads the own profile
 * of the token (the account feature's, passed in by the page).
 */
export function KeyLandingPage({
  onTheme,
  loadAccount,
}: {
  onTheme: (theme: KeyTheme) => void;
  loadAccount: (token: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { key = '', lang } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);
  // Read once per landing: where the link goes, and whether it would replace another account's session.
  const [landing] = useState(() => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const decision = decideKeyLanding({ key, search, nowSeconds, origin: window.location.origin, langPrefix: lang ? `/${lang}` : '' });
    const change = decision.kind === 'reject' ? null : accountSwitch(decision.token, useSession.getState().token, nowSeconds);
    return { decision, change };
  });
  const [answered, setAnswered] = useState(false);

  function enter(decision: Entering) {
    useSession.getState().signIn(decision.token);
    if (decision.backupNumber) writeStorage(STORAGE_KEYS.backupNumber, decision.backupNumber);
    if (decision.kind === 'banner') {
      openInTopWindow(decision.target);
      return;
    }
    if (decision.theme) onTheme(decision.theme);
    loadAccount(decision.token)
      .catch((e: unknown) => {
        // A key the server rejects has already sent us to /not-authorized.
        if (isApiError(e) && e.code === 'NOT_AUTHORIZED') return 'stop' as const;
        console.warn('The own profile could not be loaded', e);
        return undefined;
      })
      .then((r) => {
        if (r !== 'stop') void navigate(decision.redirect, { replace: true });
      });
  }

  /** Keeps the account signed in now and goes where the link pointed. */
  function stay(decision: Entering) {
    if (decision.kind === 'banner') openInTopWindow(decision.target);
    else void navigate(decision.redirect, { replace: true });
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { decision, change } = landing;
    if (decision.kind === 'reject') void navigate(decision.redirect, { replace: true });
    // Another account is signed in here: the link replaces it only when the user says so (decision 053).
    else if (!change) enter(decision);
    // `enter` reads the same props as this effect, which runs once per landing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [landing, navigate]);

  const { decision, change } = landing;
  if (change && decision.kind !== 'reject') {
    const vars = { number: isolated(change.to), current: isolated(change.from) };
    return (
      <div className="page page--narrow key-switch" data-testid="key-switch">
        <h1 className="key-switch__title" tabIndex={-1} ref={focusOnMount}>
          {t('key_switch_title')}
        </h1>
        <p className="key-switch__text">{t('key_switch_text', vars)}</p>
        <div className="key-switch__actions">
          <Button
            variant="primary"
            disabled={answered}
            onClick={() => {
              setAnswered(true);
              stay(decision);
            }}
            data-testid="key-switch-stay"
          >
            {t('key_switch_stay', vars)}
          </Button>
          <Button
            variant="secondary"
            disabled={answered}
            onClick={() => {
              setAnswered(true);
              enter(decision);
            }}
            data-testid="key-switch-confirm"
          >
            {t('key_switch_confirm', vars)}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="page page--narrow key-landing" data-testid="key-landing" role="status" aria-live="polite">
      <p className="key-landing__text">
        <span className="spinner" aria-hidden="true" />
        {t('key_entering')}
      </p>
    </div>
  );
}
