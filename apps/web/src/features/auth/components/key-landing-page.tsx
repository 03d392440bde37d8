import { STORAGE_KEYS } from '@numscope/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { writeStorage } from '../../../lib/storage.js';
import { decideKeyLanding, type KeyTheme } from '../model/key-landing.js';

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

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const decision = decideKeyLanding({
      key,
      search,
      nowSeconds: Math.floor(Date.now() / 1000),
      origin: window.location.origin,
      langPrefix: lang ? `/${lang}` : '',
    });
    if (decision.kind === 'reject') {
      void navigate(decision.redirect, { replace: true });
      return;
    }
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
  }, [key, lang, search, navigate, onTheme, loadAccount]);

  return (
    <div className="page page--narrow key-landing" data-testid="key-landing" role="status" aria-live="polite">
      <p className="key-landing__text">
        <span className="spinner" aria-hidden="true" />
        {t('key_entering')}
      </p>
    </div>
  );
}
