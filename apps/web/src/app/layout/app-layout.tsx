import { STORAGE_KEYS } from '@numscope/contract';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { ToastView } from '../../components/toast.js';
import { afterDialogHistory } from '../../components/dialog-history.js';
import { useAccountBootstrap } from '../../features/account/index.js';
import { endSessionOnServer } from '../../features/auth/index.js';
import { appModeRedirect, isShowPath, usePaymentLayerWanted, validShowKey } from '../../features/payments/index.js';
import { useSettingsStore } from '../../features/settings/index.js';
import { useLatch } from '../../lib/use-latch.js';
import { useSession } from '../../lib/session.js';
import { readStorage } from '../../lib/storage.js';
import { useToastStore } from '../../lib/toast.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { PageOutlet } from './page-outlet.js';
import { useScrollRestoration } from './scroll-restoration.js';
import './layout.css';

// Panels and dialogs load with their first opening, not with every page (issue 12's bytes before first paint).
const SettingsPanel = lazy(() => import('../../features/settings/lazy.js').then((m) => ({ default: m.SettingsPanel })));
const PaymentDialogs = lazy(() => import('../../features/payments/lazy.js').then((m) => ({ default: m.PaymentDialogs })));
const SubscriptionList = lazy(() => import('../../features/subscriptions/lazy.js').then((m) => ({ default: m.SubscriptionList })));
const NotificationSettings = lazy(() => import('../../features/notifications/lazy.js').then((m) => ({ default: m.NotificationSettings })));

/** The payment dialogs, mounted once one is first wanted. */
function PaymentLayer({ locale }: { locale: string }) {
  const wanted = useLatch(usePaymentLayerWanted());
  return wanted ? (
    <Suspense fallback={null}>
      <PaymentDialogs locale={locale} />
    </Suspense>
  ) : null;
}

export function AppLayout() {
  const { t } = useTranslation();
  const toast = useToastStore((s) => s.toast);
  const locale = useSettingsStore((s) => s.locale);
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null);
  const settingsWanted = useLatch(useSettingsStore((s) => s.settingsOpen));
  const { pathname, search } = useLocation();
  useAccountBootstrap();
  useScrollRestoration();

  // App mode (spec §2/§6): with the apk flag and sign-in only the payment routes are available.
  // Logout (spec §4): token, phone number and profile id are removed; the user goes to /login.
  // The session also ends on the server (on every device with `everywhere`), so the token is dead.
  // The sign-in flow is reset before the login page shows; its code comes with that page anyway.
  const logout = (everywhere = false) => {
    const token = useSession.getState().token;
    useSession.getState().signOut();
    if (token) void endSessionOnServer(token, everywhere);
    void import('../../features/auth/lazy.js')
      .then((m) => m.resetSignIn())
      .catch(() => undefined)
      // After the settings panel's history entry has gone, or its Back would take the page from /login.
      .finally(() => afterDialogHistory(() => void navigate('/login', { replace: true })));
  };
  // A valid, unexpired `key` query parameter (spec §2) shows only the payment show screen.
  const showKey = validShowKey(search);
  if (showKey && !isShowPath(pathname)) return <Navigate to={`/payment/show${search}`} replace />;
  if (showKey) {
    return (
      <div className="app app--show">
        <main id="main" className="app__main" tabIndex={-1}>
          <PageOutlet />
        </main>
        <PaymentLayer locale={locale} />
      </div>
    );
  }
  const appModeTarget = appModeRedirect(pathname, { apk: readStorage(STORAGE_KEYS.apk), signedIn });
  if (appModeTarget) return <Navigate to={appModeTarget} replace />;

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <Header />
      <main id="main" className="app__main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Footer />
      {settingsWanted ? (
        <Suspense fallback={null}>
          <SettingsPanel
            onLogout={() => logout()}
            onLogoutEverywhere={() => logout(true)}
            // Each part loading inside the open panel waits behind its own boundary: a boundary
            // outside would take the panel's <dialog> out of the document, which closes it.
            subscriptions={
              signedIn ? (
                <Suspense fallback={null}>
                  <SubscriptionList locale={locale} />
                </Suspense>
              ) : null
            }
            notifications={
              <Suspense fallback={null}>
                <NotificationSettings />
              </Suspense>
            }
          />
        </Suspense>
      ) : null}
      {signedIn ? <PaymentLayer locale={locale} /> : null}
      <ToastView message={toast?.message ?? null} />
    </div>
  );
}
