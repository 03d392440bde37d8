import { createPublicKey } from 'node:crypto';
import { z } from 'zod';
import { defineProvider, option, secret } from '../../provider-kit/provider.js';
import { header } from '../../provider-kit/webhook.js';
import { formatMinor, parseMajor } from '../money.js';
import type { PaymentAction, PaymentAdapter, PaymentOrder, ProviderContext } from '../payment-provider.js';
import { absolute, callProvider, jsonBody, jsonReply } from '../provider-http.js';
import { simOrders } from '../simulators/sim-orders.js';
import { flexoSign, flexoVerify } from './signature.js';
import { SIMULATED_FLEXO_PRIVATE_KEY, SIMULATED_FLEXO_PUBLIC_KEY, SIMULATED_MERCHANT_PRIVATE_KEY } from './simulated-keys.js';
import { flexoStandIn } from './stand-in.js';

/** PEM keys arrive in one environment line with `\n` escapes. */
const pem = z
  .string()
  .transform((s) => s.replace(/\\n/g, '\n'))
  .pipe(z.string().includes('-----BEGIN'));

const STATUS: Record<string, PaymentAction['outcome']> = {
  success: 'paid',
  failed: 'failed',
  declined: 'failed',
  refunded: 'refunded',
  chargeback: 'refunded',
};

/** ⚠ The notification body is not public: ours is `{externalId, operationId, status, amount:{amount, currency}}`, signed like requests. */
export function flexoNotification(
  order: Pick<PaymentOrder, 'id' | 'amountMinor' | 'currency'>,
  status: string,
  operationId: string,
): string {
  return JSON.stringify({
    externalId: String(order.id),
    operationId,
    status,
    amount: { amount: formatMinor(order.amountMinor), currency: order.currency },
  });
}

/**
 * FLEXO (help.flexo.systems): every request carries W1-Signature, a base64 RSA signature (⚠
 * SHA-256, PKCS#1 v1.5) of `METHOD\nURI\nBODY` with our private key; FLEXO signs its notifications
 * the same way with its key, checked against FLEXO's public key. The hosted page comes from
 * `create_payment_link`; the status from `operations/status`.
 */
export const flexo = defineProvider({
  id: 'FLEXO',
  options: {
    siteId: option('FLEXO_SITE_ID', z.string().min(1), 'numscope-sim'),
    privateKey: secret('FLEXO_PRIVATE_KEY', pem, SIMULATED_MERCHANT_PRIVATE_KEY),
    flexoPublicKey: secret('FLEXO_PUBLIC_KEY', pem, SIMULATED_FLEXO_PUBLIC_KEY),
    apiUrl: option('FLEXO_API_URL', z.string().min(1).default('https://payment.flexo.systems'), '/simulators/flexo'),
  },
  create(o, code): PaymentAdapter {
    const book = simOrders('flexo', o.siteId);
    // FLEXO signs the URI below its host; our simulated base is a path prefix on our own server.
    const base = o.apiUrl.replace(/\/$/, '');
    async function call(out: ProviderContext, method: 'GET' | 'POST', uri: string, body?: object) {
      const text = body === undefined ? '' : JSON.stringify(body);
      const res = await callProvider(out, `${base}${uri}`, {
        method,
        headers: { 'content-type': 'application/json', 'W1-Signature': flexoSign(o.privateKey, method, uri, text) },
        ...(body === undefined ? {} : { body: text }),
      });
      return (await jsonReply(res, 'FLEXO')) as Record<string, unknown>;
    }
    return {
      code,
      endpoint: 'flexo',
      currencies: ['RUB'],
      async createPayment(order, choice, ctx) {
        const out = ctx;
        const reply = await call(out, 'POST', `/paymentpageapi/${o.siteId}/create_payment_link`, {
          action: 'purchase',
          amount: { amount: formatMinor(order.amountMinor), currency: order.currency },
          externalId: String(order.id),
          merchantParameters: { productId: order.productId },
          notification: { url: choice.callbackUrl, version: 1 },
          pageParameters: { successUrl: choice.successUrl, failUrl: choice.failUrl, language: order.locale.startsWith('ru') ? 'ru' : 'en' },
          registerRecurring: false,
        });
        if (typeof reply.url !== 'string') throw new Error('FLEXO answered without a payment link');
        return { kind: 'redirect', url: absolute(reply.url, out), providerRef: null };
      },
      verifyAndParseCallback(raw) {
        const uri = new URL(raw.url, 'http://x').pathname;
        if (!flexoVerify(o.flexoPublicKey, 'POST', uri, raw.body.toString('utf8'), header(raw, 'w1-signature'))) return null;
        const b = jsonBody(raw.body) as {
          externalId?: string;
          operationId?: string;
          status?: string;
          amount?: { amount?: string; currency?: string };
        } | null;
        if (!b || !/^[0-9]{1,10}$/.test(b.externalId ?? '')) return [];
        return [
          {
            orderId: Number(b.externalId),
            outcome: STATUS[b.status ?? ''] ?? 'ignored',
            amountMinor: parseMajor(String(b.amount?.amount ?? '')) ?? -1,
            currency: (b.amount?.currency ?? '').toUpperCase(),
            providerRef: b.operationId ?? null,
            eventId: `${b.operationId}:${b.status}`,
          },
        ];
      },
      answer: (_a, handled) =>
        handled
          ? { status: 200, contentType: 'application/json', body: '{"status":"ok"}' }
          : { status: 500, contentType: 'application/json', body: '{"status":"retry"}' },
      async queryStatus(order, ctx) {
        const d = await call(ctx, 'GET', `/card/${o.siteId}/operations/status?externalId=${order.id}`);
        const outcome = STATUS[String(d.status)];
        if (!outcome || outcome === 'ignored') return null;
        const amount = (d.amount ?? {}) as { amount?: string; currency?: string };
        return {
          orderId: order.id,
          outcome,
          amountMinor: parseMajor(String(amount.amount ?? '')) ?? -1,
          currency: String(amount.currency ?? '').toUpperCase(),
          providerRef: String(d.operationId ?? '') || null,
          eventId: `poll:${String(d.operationId)}:${String(d.status)}`,
        };
      },
      simulator: {
        brand: 'FLEXO',
        callback(order, outcome, webhookUrl) {
          const row = book.get(order.id);
          if (row) row.status = outcome === 'paid' ? 'paid' : outcome === 'declined' ? 'declined' : 'refunded';
          const payload = flexoNotification(
            order,
            outcome === 'paid' ? 'success' : outcome === 'declined' ? 'failed' : 'refunded',
            row?.ref ?? `op-${order.id}`,
          );
          const uri = new URL(webhookUrl).pathname;
          return {
            method: 'POST',
            url: webhookUrl,
            headers: { 'content-type': 'application/json', 'W1-Signature': flexoSign(SIMULATED_FLEXO_PRIVATE_KEY, 'POST', uri, payload) },
            payload,
          };
        },
        serve: (app) =>
          flexoStandIn({
            siteId: o.siteId,
            merchantPublicKey: createPublicKey(o.privateKey).export({ type: 'spki', format: 'pem' }).toString(),
            book,
          }).routes(app),
        accepted: (_order, a) => a.status === 200,
      },
    };
  },
});
