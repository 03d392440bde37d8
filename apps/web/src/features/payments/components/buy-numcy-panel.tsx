import { useTranslation } from '../../../i18n/use-translation.js';
import { BalanceAmount } from '../../../components/balance-amount.js';
import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { Skeleton } from '../../../components/skeleton.js';
import { formatCount } from '../../../components/format.js';
import { formatMoney, payable, type Bundle, type BundleCount } from '../model/catalogue.js';
import { BundleGrid } from './bundle-grid.js';
import { PurchaseAgreementText } from './legal-text.js';
import { NumCyIcon } from './numcy-icon.js';

export interface BuyNumCyPanelProps {
  /** The balance; undefined while loading. */
  balance: number | undefined;
  /** The bundles sold to this viewer; undefined while the price list loads. */
  bundles: readonly Bundle[] | undefined;
  pricesFailed?: boolean;
  onRetry?: () => void;
  selected: BundleCount | undefined;
  onSelect: (count: BundleCount) => void;
  onBuy: (bundle: Bundle) => void;
  busy?: boolean;
  locale: string;
  /** Visitors have no balance to show. */
  showBalance?: boolean;
}

/** The balance line of the Buy NumCy heading: the coin and the current balance (spec §2). */
export function NumCyBalance({ balance, locale }: { balance: number | undefined; locale: string }) {
  const { t } = useTranslation();
  return (
    <span className="modal__balance" aria-busy={balance === undefined}>
      <NumCyIcon size={30} />
      <span>
        <span className="modal__balance-label">{t('balance_label')}</span>
        <span className="modal__balance-value" data-testid="buy-numcy-balance">
          {balance === undefined ? <Skeleton width={72} height={18} /> : <BalanceAmount balance={balance} locale={locale} />}
        </span>
      </span>
    </span>
  );
}

/**
 * Buy NumCy (spec §2): the balance, a description, the bundle tiles (400 chosen first) and the
 * purchase button with the agreement text. Used by the modal and by /payment/numcy.
 */
export function BuyNumCyPanel({
  balance,
  bundles,
  pricesFailed,
  onRetry,
  selected,
  onSelect,
  onBuy,
  busy,
  locale,
  showBalance = true,
}: BuyNumCyPanelProps) {
  const { t } = useTranslation();
  const chosen = bundles?.find((b) => b.count === selected);
  const now = chosen ? payable(chosen.price) : undefined;
  return (
    <div className="buy-numcy" data-testid="buy-numcy">
      {showBalance ? <NumCyBalance balance={balance} locale={locale} /> : null}
      <p className="muted">{t('pay_numcy_text')}</p>
      {pricesFailed ? (
        <EmptyState
          tone="danger"
          title={t('pay_prices_failed')}
          actions={onRetry ? <Button onClick={onRetry}>{t('action_retry')}</Button> : null}
        />
      ) : bundles === undefined ? (
        <div className="bundle-grid" aria-busy="true">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : bundles.length === 0 ? (
        <p className="muted" data-testid="no-bundles">
          {t('pay_no_bundles')}
        </p>
      ) : (
        <BundleGrid bundles={bundles} selected={selected} onSelect={onSelect} locale={locale} legend={t('pay_choose_bundle')} />
      )}
      {chosen && now ? (
        <>
          <Button
            variant="primary"
            size="lg"
            className="pay-cta"
            loading={busy}
            onClick={() => onBuy(chosen)}
            data-testid="buy-numcy-submit"
          >
            {t('pay_buy_bundle', { amount: formatCount(chosen.count, locale), price: formatMoney(now.amount, now.currency, locale) })}
          </Button>
          <PurchaseAgreementText locale={locale} />
        </>
      ) : null}
    </div>
  );
}
