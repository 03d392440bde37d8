import { z } from 'zod';
import { defineProvider, option, secret } from '../../provider-kit/provider.js';
import { safeEqual } from '../../provider-kit/webhook.js';
import type { PaymentAction, PaymentAdapter, PaymentOrder } from '../payment-provider.js';
import { absolute, callProvider, jsonBody } from '../provider-http.js';
import { simOrders } from '../simulators/sim-orders.js';
import { softpayToken } from './signature.js';
import { softpayStandIn } from './stand-in.js';

const STATUS: Record<string, PaymentAction['outcome']> = {
  success: 'paid',
  paid: 'paid',
  failed: 'failed',
  declined: 'failed',
  refund: 'refunded',
  refunded: 'refunded',
};

/** The webhook body SoftPay posts (providers.md §3 ⚠); our order rides in `data` (the order's customData). */
export function softpayWebhook(
  order: Pick<PaymentOrder, 'id' | 'amountMinor' | 'email'>,
  status: string,
  paymentId: string,
  secret: string,
): Record<string, unknown> {
  const rub = order.amountMinor / 100;
  const body: Record<string, unknown> = {
    // Each payment's own time, as SoftPay sends it: it makes every genuine token unique (decision 047).
    paidAt: new Date().toISOString(),
    promocodeName: null,
    promocodeType: null,
    recurrent: false,
    productLink: 'https://softpaymoney.com/p/numscope',
    paidAmount: rub,
    payerPhone: '',
    payerEmail: order.email ?? '',
    payer: 'NumScope buyer',
    type: 'payment',
    amount: rub,
    status,
    token: '',
    data: { orderId: String(order.id) },
    questions: [],
    paymentId,
  };
  body.token = softpayToken(body, secret);
  return body;
}

/**
 * SoftPay (softpaymoney; no public merchant docs ⚠): an order for a product link is created with
 * `POST /api/v1/order` (Authorization: the API key, no Bearer) and answers the payment link; the
 * webhook carries `token` = sha256 of the sorted field values with our secret (data, questions and
 * paymentId left out), and is retried hourly for 24 h until it gets HTTP 200.
 */
export const softpay = defineProvider({
  id: 'SOFTPAYMONEY',
  options: {
    apiKey: secret('SOFTPAY_API_KEY', z.string().min(1), 'simulated-softpay-api-key'),
    secret: secret('SOFTPAY_SECRET', z.string().min(8), 'simulated-softpay-secret'),
    product: option('SOFTPAY_PRODUCT_ID', z.string().min(1), 'numscope-sim-product'),
    apiUrl: option('SOFTPAY_API_URL', z.string().min(1).default('https://api.softpaymoney.com/api/v1'), '/simulators/softpay/api/v1'),
  },
  create(o, code): PaymentAdapter {
    const book = simOrders('softpay', o.apiKey);
    return {
      code,
      endpoint: 'softpay',
      currencies: ['RUB'],
      async createPayment(order, choice, ctx) {
        const out = ctx;
        const res = await callProvider(out, `${o.apiUrl}/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: o.apiKey },
          body: JSON.stringify({
            product: o.product,
            customData: {
              orderId: String(order.id),
              amount: order.amountMinor / 100,
              email: order.email,
              successUrl: choice.successUrl,
              failUrl: choice.failUrl,
            },
          }),
        });
        const reply = (await res.json().catch(() => null)) as { data?: { order?: { id?: string; status?: string }; url?: string } } | null;
        if (res.status !== 201 || reply?.data?.order?.status !== 'CREATED' || !reply.data.url)
          throw new Error(`SoftPay refused the order (${res.status})`);
        return { kind: 'redirect', url: absolute(reply.data.url, out), providerRef: reply.data.order.id ?? null };
      },
      verifyAndParseCallback(raw) {
        const body = jsonBody(raw.body);
        if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
        const b = body as Record<string, unknown>;
        if (typeof b.token !== 'string' || !safeEqual(b.token.toLowerCase(), softpayToken(b, o.secret))) return null;
        const orderId = String((b.data as Record<string, unknown> | null)?.orderId ?? '');
        if (!/^[0-9]{1,10}$/.test(orderId)) return [];
        const paid = Number(b.paidAmount ?? b.amount);
        return [
          {
            orderId: Number(orderId),
            outcome: STATUS[String(b.status)] ?? 'ignored',
            amountMinor: Number.isFinite(paid) ? Math.round(paid * 100) : -1,
            currency: 'RUB',
            providerRef: String(b.paymentId ?? '') || null,
            eventId: `${String(b.paymentId)}:${String(b.status)}`,
            // The token signs the payment (its time, payer, amount, status) but not data.orderId.
            proof: b.token.toLowerCase(),
          },
        ];
      },
      answer: (_a, handled) =>
        handled ? { status: 200, contentType: 'text/plain', body: 'OK' } : { status: 500, contentType: 'text/plain', body: 'retry' },
      simulator: {
        brand: 'SoftPay',
        callback(order, outcome, webhookUrl) {
          const row = book.get(order.id);
          if (row) row.status = outcome === 'paid' ? 'paid' : outcome === 'declined' ? 'declined' : 'refunded';
          const body = softpayWebhook(
            order,
            outcome === 'paid' ? 'success' : outcome === 'declined' ? 'failed' : 'refund',
            row?.ref ?? `sp-${order.id}`,
            o.secret,
          );
          return { method: 'POST', url: webhookUrl, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
        },
        serve: (app) => softpayStandIn({ ...o, book }).routes(app),
        accepted: (_order, a) => a.status === 200,
      },
    };
  },
});
