import { useTranslation } from '../i18n/use-translation.js';
import { useBalance } from '../lib/balance.js';
import { BalanceAmount } from './balance-amount.js';
import { CoinIcon } from './icons.js';
import { Skeleton } from './skeleton.js';
import { IconTile } from './icon-tile.js';

/** The own NumCy balance as a line of a dialog. */
export function BalanceLine({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <div className="modal__balance">
      <IconTile tone="warning" className="modal__coin">
        <CoinIcon size={22} />
      </IconTile>
      <span>
        <span className="modal__balance-label">{t('balance_label')}</span>
        <span className="modal__balance-value" data-testid="dialog-balance">
          {balance.isPending ? (
            <Skeleton width={80} height={18} />
          ) : balance.isError ? (
            '—'
          ) : (
            <BalanceAmount balance={balance.data} locale={locale} />
          )}
        </span>
      </span>
    </div>
  );
}
