import { STORAGE_KEYS } from '@numscope/contract';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToastView } from '../../components/toast.js';
import { useAccountBootstrap } from '../../features/account/index.js';
import { endSessionOnServer, resetSignIn } from '../../features/auth/index.js';
import { appModeRedirect, isShowPath, PaymentDialogs, validShowKey } from '../../features/payments/index.js';
import { NotificationSettings } from '../../features/notifications/index.js';
import { SettingsPanel, useSettingsStore } from '../../features/settings/index.js';
import { SubscriptionList } from '../../features/subscriptions/index.js';
import { useSession } from '../../lib/session.js';
import { readStorage } from '../../lib/storage.js';
import { useToastStore } from '../../lib/toast.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import './layout.css';

export function AppLayout() {
  const { t } = useTranslation();
  const toast = useToastStore((s) => s.toast);
  const locale = useSettingsStore((s) => s.locale);
  const navigate = useNavigate();
  // A lazily loaded page's code is on its way: the current page stays, marked busy.
  const loadingPage = useNavigation().state === 'loading';
  const signedIn = useSession((s) => s.token !== null);
  const { pathname, search } = useLocation();
  useAccountBootstrap();

  // App mode (spec §2/§6): with the apk flag and sign-in only the payment routes are available.
  // Logout (spec §4): token, phone number and profile id are removed; the user goes to /login.
  // The session also ends on the server (on every device with `everywhere`), so the token is dead.
  const logout = (everywhere = false) => {
    const token = useSession.getState().token;
    useSession.getState().signOut();
    resetSignIn();
    if (token) void endSessionOnServer(token, everywhere);
    void navigate('/login', { replace: true });
  };
  // A valid, unexpired `key` query parameter (spec §2) shows only the payment show screen.
  const showKey = validShowKey(search);
  if (showKey && !isShowPath(pathname)) return <Navigate to={`/payment/show${search}`} replace />;
  if (showKey) {
    return (
      <div className="app app--show">
        <main id="main" className="app__main" tabIndex={-1}>
          <Outlet />
        </main>
        <PaymentDialogs locale={locale} />
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
      <main id="main" className="app__main" tabIndex={-1} aria-busy={loadingPage || undefined}>
        <Outlet />
      </main>
      <Footer />
      <SettingsPanel
        onLogout={() => logout()}
        onLogoutEverywhere={() => logout(true)}
        subscriptions={signedIn ? <SubscriptionList locale={locale} /> : null}
        notifications={<NotificationSettings />}
      />
      {signedIn ? <PaymentDialogs locale={locale} /> : null}
      <ToastView message={toast?.message ?? null} />
      <ScrollRestoration />
    </div>
  );
}
