import { LEDGER_REASONS } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Badge } from '../../../components/badge.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatSigned } from '../../../components/format.js';
import { CoinIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { useLedger } from '../api/use-ledger.js';
import './wallet.css';

/** Reasons the server writes on ledger entries (purchases, gifts and refunds too); anything else shows as a plain movement. */
const KNOWN_REASONS = new Set<string>(LEDGER_REASONS);

/** My NumCy movements: every credit and spend with the balance right after it. */
export function LedgerCard({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const ledger = useLedger();
  const entries = ledger.data?.entries ?? [];
  return (
    <Card aria-labelledby="ledger-title" data-testid="ledger">
      <CardHeader id="ledger-title" icon={<CoinIcon size={18} />} title={t('ledger_title')} />
      {ledger.isPending ? (
        <Skeleton width="60%" />
      ) : ledger.isError ? (
        <div className="inline-error" role="alert">
          <span>{t('history_error')}</span>
        </div>
      ) : entries.length === 0 ? (
        <p className="muted">{t('ledger_empty')}</p>
      ) : (
        <ul className="ledger">
          {entries.map((e) => (
            <li key={e.id} className="ledger__row" data-testid="ledger-entry">
              <Badge tone={e.amount > 0 ? 'success' : 'neutral'}>{t('balance_amount', { balance: formatSigned(e.amount, locale) })}</Badge>
              <span>{t(KNOWN_REASONS.has(e.reason) ? `ledger_reason_${e.reason}` : 'ledger_reason_other')}</span>
              <span className="muted">{t('ledger_balance_after', { balance: e.balanceAfter })}</span>
              <TimeAgo seconds={e.createdAtTimestamp} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
