import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineProvider, option, secret } from '../../provider-kit/provider.js';
import { header, safeEqual } from '../../provider-kit/webhook.js';
import { formatMinor, parseMajor } from '../money.js';
import type { PaymentAction, PaymentAdapter, PaymentOrder, ProviderContext } from '../payment-provider.js';
import { absolute, callProvider, jsonBody, jsonReply } from '../provider-http.js';
import { simOrders } from '../simulators/sim-orders.js';
import { requestSignature, webhookSignature } from './signature.js';
import { paySelectionStandIn } from './stand-in.js';

/** X-REQUEST-ID is Pay Selection's idempotency key: one per order and operation, as a UUID. */
export function requestId(scope: string): string {
  const h = createHash('sha256').update(scope).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const EVENTS: Record<string, PaymentAction['outcome']> = { Payment: 'paid', Fail: 'failed', Cancel: 'failed', Refund: 'refunded' };

/**
 * Pay Selection (api.payselection.com; official PHP SDK): the web form is created with a signed
 * POST (X-SITE-ID, X-REQUEST-ID, X-REQUEST-SIGNATURE = HMAC-SHA256 over method, path, site, request
 * id and body) and answers the page URL; webhooks carry X-WEBHOOK-SIGNATURE over the full webhook
 * URL, the site id and the raw body, and want HTTP 200.
 */
export const paySelectionCard = defineProvider({
  id: 'PAY_SELECTION_CARD',
  options: {
    siteId: option('PAY_SELECTION_SITE_ID', z.string().min(1), '20003'),
    secretKey: secret('PAY_SELECTION_SECRET_KEY', z.string().min(8), 'simulated-payselection-secret'),
    webformUrl: option(
      'PAY_SELECTION_WEBFORM_URL',
      z.string().min(1).default('https://webform.payselection.com'),
      '/simulators/payselection/webform',
    ),
    gatewayUrl: option(
      'PAY_SELECTION_GATEWAY_URL',
      z.string().min(1).default('https://gw.payselection.com'),
      '/simulators/payselection/gw',
    ),
  },
  create(o, code): PaymentAdapter {
    const book = simOrders('payselection', o.siteId);
    async function call(out: ProviderContext, base: string, method: 'GET' | 'POST', path: string, id: string, body?: object) {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'X-SITE-ID': o.siteId,
        'X-REQUEST-ID': id,
        'X-REQUEST-SIGNATURE': requestSignature({
          method,
          path,
          siteId: o.siteId,
          requestId: id,
          ...(text !== undefined ? { body: text } : {}),
          secret: o.secretKey,
        }),
      };
      return jsonReply(
        await callProvider(out, `${base}${path}`, { method, headers, ...(text !== undefined ? { body: text } : {}) }),
        'Pay Selection',
      );
    }
    const webhookFor = (order: PaymentOrder, event: string) => {
      const row = book.get(order.id);
      return JSON.stringify({
        Event: event,
        TransactionId: row?.ref ?? `PS${order.id}`,
        OrderId: String(order.id),
        Amount: formatMinor(order.amountMinor),
        Currency: order.currency,
        DateTime: '01.01.2026 00.00.00',
        IsTest: 1,
        Email: order.email ?? '',
      });
    };
    return {
      code,
      endpoint: 'payselection',
      currencies: ['RUB'],
      async createPayment(order, choice, ctx) {
        const out = ctx;
        const url = await call(out, o.webformUrl, 'POST', '/webpayments/create', requestId(`create:${order.id}`), {
          MetaData: { PaymentType: 'Pay' },
          PaymentRequest: {
            OrderId: String(order.id),
            Amount: formatMinor(order.amountMinor),
            Currency: order.currency,
            Description: order.description,
            RebillFlag: false,
            ExtraData: {
              WebhookUrl: choice.callbackUrl,
              SuccessUrl: choice.successUrl,
              CancelUrl: choice.failUrl,
              DeclineUrl: choice.failUrl,
              FailUrl: choice.failUrl,
            },
          },
          CustomerInfo: { ...(order.email ? { Email: order.email } : {}), Language: order.locale.startsWith('ru') ? 'ru' : 'en' },
        });
        if (typeof url !== 'string') throw new Error('Pay Selection answered without a payment URL');
        return { kind: 'redirect', url: absolute(url, out), providerRef: null };
      },
      verifyAndParseCallback(raw) {
        if (header(raw, 'x-site-id') !== o.siteId) return null;
        const expected = webhookSignature({ url: raw.url, siteId: o.siteId, body: raw.body, secret: o.secretKey });
        if (!safeEqual(header(raw, 'x-webhook-signature')?.toLowerCase(), expected)) return null;
        const b = jsonBody(raw.body) as {
          Event?: string;
          OrderId?: string;
          Amount?: string;
          Currency?: string;
          TransactionId?: string;
        } | null;
        if (!b || !/^[0-9]{1,10}$/.test(b.OrderId ?? '')) return [];
        return [
          {
            orderId: Number(b.OrderId),
            outcome: EVENTS[b.Event ?? ''] ?? 'ignored',
            amountMinor: parseMajor(String(b.Amount ?? '')) ?? -1,
            currency: (b.Currency ?? '').toUpperCase(),
            providerRef: b.TransactionId ?? null,
            eventId: `${b.TransactionId}:${b.Event}`,
          },
        ];
      },
      answer: (_a, handled) =>
        handled ? { status: 200, contentType: 'text/plain', body: 'Ok' } : { status: 500, contentType: 'text/plain', body: 'Retry' },
      async queryStatus(order, ctx) {
        const list = await call(ctx, o.gatewayUrl, 'GET', `/orders/${order.id}`, randomUUID());
        const txs = z
          .array(z.object({ TransactionId: z.string(), TransactionState: z.string(), Amount: z.string(), Currency: z.string() }))
          .catch([])
          .parse(list);
        const last = txs.at(-1);
        if (!last) return null;
        const outcome = last.TransactionState === 'success' ? 'paid' : last.TransactionState === 'declined' ? 'failed' : null;
        return outcome
          ? {
              orderId: order.id,
              outcome,
              amountMinor: parseMajor(last.Amount) ?? -1,
              currency: last.Currency.toUpperCase(),
              providerRef: last.TransactionId,
            }
          : null;
      },
      async refund(order, ctx) {
        const row = book.get(order.id);
        const transactionId = order.providerRef ?? row?.ref;
        if (!transactionId) throw new Error('Pay Selection: no transaction to refund');
        await call(ctx, o.gatewayUrl, 'POST', '/payments/refund', requestId(`refund:${order.id}`), {
          TransactionId: transactionId,
          Amount: formatMinor(order.amountMinor),
          Currency: order.currency,
          WebhookUrl: `${ctx.publicUrl}/api/v1/webhooks/payselection`,
        });
      },
      simulator: {
        brand: 'Pay Selection',
        callback(order, outcome, webhookUrl) {
          const row = book.get(order.id);
          if (row) row.status = outcome === 'paid' ? 'paid' : outcome === 'declined' ? 'declined' : 'refunded';
          const body = webhookFor(order, outcome === 'paid' ? 'Payment' : outcome === 'declined' ? 'Fail' : 'Refund');
          return {
            method: 'POST',
            url: webhookUrl,
            headers: {
              'content-type': 'application/json',
              'X-SITE-ID': o.siteId,
              'X-WEBHOOK-SIGNATURE': webhookSignature({ url: webhookUrl, siteId: o.siteId, body, secret: o.secretKey }),
            },
            payload: body,
          };
        },
        serve: (app) => paySelectionStandIn({ ...o, book, webhookFor }).routes(app),
        accepted: (_order, a) => a.status === 200,
      },
    };
  },
});
