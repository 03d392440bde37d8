import { useTranslation } from '../../i18n/use-translation.js';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.js';
import { useSettingsStore } from '../../features/settings/index.js';
import { PaymentSettings, SpyViewsCard } from '../../features/subscriptions/index.js';
import { useIsSignedIn } from '../../lib/session.js';

/** `/settings/payment` (signed-in; a payment route, so it works in app mode too): PRO and my subscriptions. */
export function SettingsPaymentPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const locale = useSettingsStore((s) => s.locale);
  useDocumentTitle(t('document_title', { page: t('subscription_page_title') }));
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <div className="page page--narrow" data-testid="settings-payment-page">
      <PaymentSettings locale={locale} />
    </div>
  );
}

/** `/settings/payment/spy`: who looked me up (spy), reached from the payment settings and my number's page. */
export function SpyViewsPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const locale = useSettingsStore((s) => s.locale);
  useDocumentTitle(t('document_title', { page: t('spy_views_title') }));
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <div className="page page--narrow" data-testid="spy-views-page">
      <SpyViewsCard locale={locale} />
    </div>
  );
}
