import { useTranslation } from '../../i18n/use-translation.js';
import { useMe } from '../../features/account/index.js';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.js';
import { HistoryCard, OverlimitCard } from '../../features/history/index.js';
import { ComplaintsCard } from '../../features/moderation/index.js';
import { GiftsReceivedCard } from '../../features/payments/index.js';
import { useSettingsStore } from '../../features/settings/index.js';
import { LedgerCard } from '../../features/wallet/index.js';
import { useIsSignedIn } from '../../lib/session.js';

/**
 * `/history` (signed-in; visitors go to /login): my searches and the pay-past-the-limit setting,
 * my complaints, gifts of NumCy to my number and my NumCy movements.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const locale = useSettingsStore((s) => s.locale);
  // PRO has no daily limit (decision 021): nothing to pay past. Shown once the account is known.
  const me = useMe(signedIn);
  useDocumentTitle(t('document_title', { page: t('history_title') }));
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <div className="page page--narrow" data-testid="history-page">
      <div className="history">
        {me.isSuccess && !me.data.isPro ? <OverlimitCard /> : null}
        <HistoryCard locale={locale} />
        <ComplaintsCard locale={locale} />
        <GiftsReceivedCard locale={locale} />
        <LedgerCard locale={locale} />
      </div>
    </div>
  );
}
