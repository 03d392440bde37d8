import { useQueryClient } from '@tanstack/react-query';
import type { OrderSchema } from '@numscope/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link, useSearchParams } from 'react-router';
import { BalanceAmount } from '../../../components/balance-amount.js';
import { CoinIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { refreshAfterPayment, useBalance } from '../../../lib/balance.js';
import { usePhoneFormat } from '../../../lib/phone.js';
import { useSession } from '../../../lib/session.js';
import { useOrder } from '../api/use-order.js';
import { GIFT_COUNTS, giftProductId } from '../model/catalogue.js';
import { usePurchase } from '../model/purchase-store.js';
import { PaymentOutcome, type OutcomeKind } from './payment-outcome.js';

/** The order a provider's return page is about: `orderId`, or Robokassa's `InvId`. */
function useReturnedOrderId(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('orderId') ?? params.get('InvId');
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

type Order = z.infer<typeof OrderSchema>;

/** A gift's order: its NumCy went to another number. */
const isGiftOrder = (order: Order) => order.productId.startsWith('gift_') && order.recipientPhone !== null;

/**
 * What a paid order bought, in words: PRO and subscriptions by name, a bundle by its NumCy, a gift
 * by its NumCy and the number they went to (isolated left to right, so a right-to-left sentence
 * keeps the number whole).
 */
function productName(order: Order, t: TFunction, formatNumber: (e164: string) => string): string | null {
  if (order.productId === 'pro') return t('pay_pro_title');
  if (order.productId === 'spy' || order.productId === 'antispy') return t(`subscription_${order.productId}_name`);
  if (isGiftOrder(order))
    return t('pay_gift_bought', { amount: order.numcy, number: `\u2066${formatNumber(order.recipientPhone!)}\u2069` });
  return order.numcy > 0 ? t('pay_bundle_count', { amount: order.numcy }) : null;
}

/** Where "Try again" leads: the screen of the product that failed (a gift of the same size, PRO, a subscription), else the bundles. */
function retryPath(order: Order | undefined): string {
  const product = order?.productId;
  if (product === 'pro' || product === 'spy' || product === 'antispy') return `/payment/${product}`;
  const gift = GIFT_COUNTS.find((count) => giftProductId(count) === product);
  if (gift) return `/payment/gift${gift}`;
  return '/payment/numcy';
}

/**
 * /payment/success, /fail, /processing, /giftprocessing. The return page never credits: success
 * follows the order until the provider's callback settled it, then shows the balance the server
 * holds; a paid gift opens the gift success modal.
 */
export function OutcomeScreen({ kind, locale }: { kind: OutcomeKind; locale: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  const orderId = useReturnedOrderId();
  const order = useOrder(kind === 'success' || kind === 'fail' ? orderId : null);
  const status = order.data?.status;
  const balance = useBalance(token !== null);
  const showGiftSent = usePurchase((s) => s.showGiftSent);
  const formatInternational = usePhoneFormat();

  // The balance, PRO or a subscription may have changed since they were cached: read them again once the order settled.
  useEffect(() => {
    if (kind === 'success' && (status === undefined || status === 'paid')) void refreshAfterPayment(qc);
  }, [kind, status, qc, token]);
  useEffect(() => {
    const o = order.data;
    if (o && o.status === 'paid' && isGiftOrder(o)) showGiftSent({ count: o.numcy, recipient: o.recipientPhone! });
  }, [order.data, showGiftSent]);

  // A "success" return whose order did not go through is shown as what it is.
  const shown: OutcomeKind = kind === 'success' && (status === 'failed' || status === 'expired') ? 'fail' : kind;
  const bought = shown === 'success' && status === 'paid' && order.data ? productName(order.data, t, formatInternational) : null;
  const waiting = kind === 'success' && orderId !== null && (status === undefined || status === 'created' || status === 'pending');

  return (
    <PaymentOutcome
      kind={shown}
      actions={
        <Link className="btn btn--primary btn--md" to={shown === 'fail' ? retryPath(order.data) : '/number/my'} data-testid="outcome-next">
          {t(shown === 'fail' ? 'pay_try_again' : 'pay_to_my_number')}
        </Link>
      }
    >
      {waiting ? (
        <p className="pay-note" role="status" data-testid="order-waiting">
          {t('pay_waiting_confirmation')}
        </p>
      ) : null}
      {status === 'review' ? <p className="pay-note">{t('pay_order_review')}</p> : null}
      {bought ? (
        <p className="pay-note" data-testid="order-product">
          {t('pay_bought', { product: bought })}
        </p>
      ) : null}
      {token ? (
        <p className="payment-balance" aria-busy={balance.isPending}>
          <CoinIcon size={18} />
          <span>{t('balance_label')}:</span>{' '}
          <strong data-testid="payment-balance">
            {balance.isPending ? (
              <Skeleton width={64} height={16} />
            ) : balance.isError ? (
              '—'
            ) : (
              <BalanceAmount balance={balance.data} locale={locale} />
            )}
          </strong>
        </p>
      ) : null}
    </PaymentOutcome>
  );
}
