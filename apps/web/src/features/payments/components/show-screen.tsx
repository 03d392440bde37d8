import { PRODUCTS, type ProductId } from '@numscope/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/card.js';
import { EmptyState } from '../../../components/empty-state.js';
import { formatCount } from '../../../components/format.js';
import { AlertIcon } from '../../../components/icons.js';
import { errorKey } from '../../../lib/api-errors.js';
import { digitsOf } from '../../../lib/phone.js';
import { useSession } from '../../../lib/session.js';
import { useGroupMakeInvoice, useGroupProduct } from '../api/use-group-invoice.js';
import { usePrices } from '../api/use-prices.js';
import { useStartPayment } from '../hooks/use-start-payment.js';
import { productFor, type PaymentProduct } from '../model/catalogue.js';
import { prepareLinkTarget } from '../model/payment-link.js';
import { validShowKey } from '../model/show-key.js';
import { BuyNumCy } from './buy-numcy.js';
import { GroupShowChooser } from './group-show-chooser.js';
import { MethodChooser } from './method-chooser.js';

const isProduct = (p: string | null): p is ProductId => p !== null && (PRODUCTS as readonly string[]).includes(p);

/** The product the app handed over, priced from the list. */
function useHandedProduct(productId: ProductId | null, number: string, locale: string): PaymentProduct | null | undefined {
  const { t } = useTranslation();
  const prices = usePrices(productId !== null && productId !== 'group_show');
  if (!productId || productId === 'group_show') return null;
  if (!prices.data) return prices.isError ? null : undefined;
  const price = prices.data[productId];
  if (!price) return null;
  const count = Number(productId.split('_')[1]);
  if (productId.startsWith('gift_'))
    return { ...productFor(productId, price, 'gift', t('pay_gift_product', { amount: formatCount(count, locale) })), recipient: number };
  if (productId.startsWith('numcy_'))
    return productFor(productId, price, 'numcy', t('pay_bundle_count', { amount: formatCount(count, locale) }));
  return productFor(productId, price, 'pro', t(productId === 'pro' ? 'pay_pro_title' : `pay_sub_${productId}`));
}

function GroupShow({ number, locale }: { number: string; locale: string }) {
  const { t } = useTranslation();
  const group = useGroupProduct(number ? { locale, productName: 'group_show', phoneNumber: number } : null);
  const make = useGroupMakeInvoice();
  const key = useRef(globalThis.crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  if (!group.data) return group.isError ? <p className="pay-error">{t(errorKey(group.error))}</p> : null;
  const g = group.data;
  const pay = () => {
    const target = prepareLinkTarget();
    make.mutate(
      { body: { productPriceId: g.productPriceId, phoneNumber: number }, idempotencyKey: key.current },
      {
        onSuccess: ({ paymentLinks }) => (paymentLinks.url ? target.open(paymentLinks.url) : target.cancel()),
        onError: (e) => (target.cancel(), setError(t(errorKey(e)))),
      },
    );
  };
  return (
    <>
      <GroupShowChooser
        description={g.description}
        amount={g.amountE}
        currency={g.currencyE}
        locale={locale}
        pending={make.isPending}
        onPay={pay}
        onBack={() => window.history.back()}
      />
      {error ? (
        <p className="pay-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * /payment/show: the mobile app hands a purchase to the web (`key`, `product`, `number`). A valid,
 * unexpired key signs this browser in as the app's account and shows only this screen; otherwise
 * the screen is not opened.
 */
export function ShowScreen({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [key] = useState(() => validShowKey(`?${params.toString()}`));
  const token = useSession((s) => s.token);
  const phone = useSession((s) => s.phoneNumber);
  useEffect(() => {
    if (key && useSession.getState().token !== key) useSession.getState().signIn(key);
  }, [key]);
  const productId = isProduct(params.get('product')) ? (params.get('product') as ProductId) : null;
  const number = digitsOf(params.get('number') ?? '');
  const product = useHandedProduct(key && token === key ? productId : null, number, locale);
  const payment = useStartPayment(product ?? null, locale);

  if (!key) {
    return (
      <Card className="state-card" data-testid="payment-show-refused">
        <EmptyState
          tone="danger"
          icon={<AlertIcon size={28} />}
          title={t('pay_show_expired_title')}
          headingLevel={1}
          actions={
            <Link className="btn btn--primary btn--md" to="/payment">
              {t('pay_to_payments')}
            </Link>
          }
        >
          <p>{t('pay_show_expired_text')}</p>
        </EmptyState>
      </Card>
    );
  }
  if (token !== key) return null;
  return (
    <Card className="payment-show" data-testid="payment-show">
      <h1 className="payment-show__title">{t('pay_show_title')}</h1>
      {productId === 'group_show' ? (
        <GroupShow number={number} locale={locale} />
      ) : product ? (
        <MethodChooser
          product={product}
          phoneNumber={phone ?? number}
          locale={locale}
          onPay={payment.start}
          onBack={() => window.history.back()}
          error={payment.error}
        />
      ) : product === null ? (
        <BuyNumCy locale={locale} />
      ) : null}
    </Card>
  );
}
