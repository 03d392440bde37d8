import { TIMINGS_MS } from '@numscope/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { errorKey } from '../../../lib/api-errors.js';
import { useCreateInvoice } from '../api/use-create-invoice.js';
import type { PaymentProduct } from '../model/catalogue.js';
import { prepareLinkTarget } from '../model/payment-link.js';
import { usePurchase } from '../model/purchase-store.js';
import { buttonKey } from '../model/payment-systems.js';
import type { PayRequest } from '../components/method-chooser.js';

const newKey = () => globalThis.crypto.randomUUID();

/**
 * Turns a pressed payment button into an order and opens its payment link (spec §4): one
 * Idempotency-Key per purchase attempt (product + method + card/e-mail), reused when the same
 * attempt is tried again; the link opens in this window on Apple devices, else in a new tab; after
 * a link is requested the loading flag stays on for 5 s. A failure is a message in the page's language.
 */
export function useStartPayment(product: PaymentProduct | null, locale: string) {
  const { t } = useTranslation();
  const invoice = useCreateInvoice();
  const keys = useRef(new Map<string, string>());
  // The error belongs to the product it was about; another product starts clean.
  const [failure, setFailure] = useState<{ product: string; message: string } | null>(null);
  const [linkLoading, setLinkLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const productKey = product ? `${product.productId}|${product.productPriceId}|${product.recipient ?? ''}` : '';

  const start = ({ button, cardNumber, email }: PayRequest) => {
    if (!product) return;
    // A purchase attempt: this product (and recipient) by this method with these details.
    const attempt = [productKey, buttonKey(button), cardNumber ?? '', email ?? ''].join('|');
    const idempotencyKey = keys.current.get(attempt) ?? newKey();
    keys.current.set(attempt, idempotencyKey);
    setFailure(null);
    setLinkLoading(true);
    const target = prepareLinkTarget();
    invoice.mutate(
      {
        paymentSystem: button.code,
        idempotencyKey,
        body: {
          productPriceId: product.productPriceId,
          priceId: product.productPriceId,
          productId: product.productId,
          userProductName: product.text,
          productName: product.productId,
          locale,
          paySourcesFilter: button.paySourcesFilter ?? 'card',
          ...(button.payType !== undefined ? { payType: button.payType } : {}),
          ...(cardNumber && /^\d{4}$/.test(cardNumber) ? { cardNumber } : {}),
          ...(email ? { email } : {}),
          ...(product.recipient ? { phoneNumber: product.recipient } : {}),
          // Sent only when chosen: the form-encoded string "false" would coerce to true (z.coerce.boolean).
          ...(product.recipient && product.anonymous ? { anonymous: true } : {}),
        },
      },
      {
        onSuccess: ({ paymentLinks }) => {
          const url = paymentLinks.url;
          if (url) {
            target.open(url);
            // Paid in another tab, the order closes this page's dialogs (payment-dialogs.tsx).
            usePurchase.getState().awaitOrder(paymentLinks.orderId);
          } else target.cancel();
          timer.current = setTimeout(() => setLinkLoading(false), TIMINGS_MS.paymentLoading);
        },
        onError: (e) => {
          target.cancel();
          setLinkLoading(false);
          setFailure({ product: productKey, message: t(errorKey(e)) });
        },
      },
    );
  };

  return { start, error: failure && failure.product === productKey ? failure.message : null, linkLoading };
}
