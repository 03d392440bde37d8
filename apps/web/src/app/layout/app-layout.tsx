import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToastView } from '../../components/toast.js';
import { useUiStore } from '../ui-store.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { SettingsPanel } from './settings-panel.js';
import './layout.css';

export function AppLayout() {
  const { t } = useTranslation();
  const toast = useUiStore((s) => s.toast);
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
      <ToastView message={toast?.message ?? null} />
      <ScrollRestoration />
    </div>
  );
}
