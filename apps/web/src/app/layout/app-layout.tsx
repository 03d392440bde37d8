import { STORAGE_KEYS } from '@numscope/contract';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToastView } from '../../components/toast.js';
import { PaymentModal, useAccountBootstrap } from '../../features/account/index.js';
import { appModeRedirect } from '../../features/payment/index.js';
import { useSession } from '../../lib/session.js';
import { readStorage } from '../../lib/storage.js';
import { useUiStore } from '../ui-store.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { SettingsPanel } from './settings-panel.js';
import './layout.css';

export function AppLayout() {
  const { t } = useTranslation();
  const toast = useUiStore((s) => s.toast);
  const locale = useUiStore((s) => s.locale);
  const paymentModalOpen = useUiStore((s) => s.paymentModalOpen);
  const closePaymentModal = useUiStore((s) => s.closePaymentModal);
  const signedIn = useSession((s) => s.token !== null);
  const { pathname } = useLocation();
  useAccountBootstrap();

  // App mode (spec §2/§6): with the apk flag and sign-in only the payment routes are available.
  const appModeTarget = appModeRedirect(pathname, { apk: readStorage(STORAGE_KEYS.apk), signedIn });
  if (appModeTarget) return <Navigate to={appModeTarget} replace />;

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <Header />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <SettingsPanel />
      {signedIn ? <PaymentModal open={paymentModalOpen} onClose={closePaymentModal} locale={locale} /> : null}
      <ToastView message={toast?.message ?? null} />
      <ScrollRestoration />
    </div>
  );
}
