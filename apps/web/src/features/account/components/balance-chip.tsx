import { formatCount } from '../../../components/format.js';
import { useTranslation } from '../../../i18n/use-translation.js';
import { BalanceAmount } from '../../../components/balance-amount.js';
import { Button } from '../../../components/button.js';
import { CoinIcon, WalletIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useBalance } from '../../../lib/balance.js';
import './account.css';

/**
 * The own profile's balance and the button that opens the payment modal (spec §2 header). The
 * loading state lasts at least 750 ms.
 */
export function BalanceChip({ locale, onTopUp }: { locale: string; onTopUp: () => void }) {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <div className="balance-chip" data-testid="header-balance">
      <span className="balance-chip__value" aria-live="polite" aria-busy={balance.isPending}>
        <CoinIcon size={18} className="balance-chip__coin" />
        <span className="visually-hidden">{t('balance_label')}: </span>
        {balance.isPending ? (
          <>
            <Skeleton width={56} height={14} />
            <span className="visually-hidden">{t('balance_loading')}</span>
          </>
        ) : balance.isError ? (
          <span className="muted">—</span>
        ) : (
          <>
            <span className="balance-chip__full" data-testid="balance-value">
              <BalanceAmount balance={balance.data} locale={locale} />
            </span>
            {/* A phone's header has room for the number beside the coin only; the full text stays for screen readers. */}
            <span className="balance-chip__short" aria-hidden="true">
              {formatCount(balance.data, locale)}
            </span>
          </>
        )}
      </span>
      <Button
        variant="primary"
        size="sm"
        icon={<WalletIcon size={16} />}
        onClick={onTopUp}
        aria-label={t('balance_top_up')}
        title={t('balance_top_up')}
        data-testid="top-up"
      >
        <span className="balance-chip__top-up-label">{t('balance_top_up')}</span>
      </Button>
    </div>
  );
}
