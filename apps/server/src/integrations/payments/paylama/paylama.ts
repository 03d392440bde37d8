import { z } from 'zod';
import { defineProvider, option, secret, variant } from '../../provider-kit/provider.js';
import type { PaymentAction, PaymentAdapter, ProviderContext } from '../payment-provider.js';
import { absolute, callProvider, jsonReply } from '../provider-http.js';
import { simOrders } from '../simulators/sim-orders.js';
import { paylamaSignature } from './signature.js';
import { paylamaStandIn } from './stand-in.js';

/** RUB is Paylama's currency 1. */
const RUB = 1;

/**
 * Paylama (no public docs; the request shapes of finfex/payment_services): JSON POSTs to
 * `<api>/<method>` with headers API-Key and Signature = hex HMAC-SHA512(secret, exact body).
 * `generate_invoice_h2h` (card, wallets) and `generate_invoice_fps_h2h` (SBP) answer a payment
 * URL; there is no documented callback, so orders are settled by polling `get_order_details`
 * (queryStatus). ⚠ The method is chosen by `payType` in the body (1 card, 2 wallet, 5 online
 * wallet): our documented choice, as the third-party client shows none.
 */
export const paylama = defineProvider({
  id: 'PAYLAMA',
  options: {
    apiKey: secret('PAYLAMA_API_KEY', z.string().min(1), 'simulated-paylama-api-key'),
    secret: secret('PAYLAMA_SECRET', z.string().min(8), 'simulated-paylama-secret'),
    apiUrl: option(
      'PAYLAMA_API_URL',
      z.string().min(1).default('https://admin.paylama.io/api/api/payment'),
      '/simulators/paylama/api/api/payment',
    ),
    /** The payTypes this code accepts; the first is the default. */
    payTypes: option(
      'PAYLAMA_PAY_TYPES',
      z
        .string()
        .regex(/^[0-9]+(,[0-9]+)*$/)
        .default('1'),
    ),
    sbp: option('PAYLAMA_SBP', z.enum(['0', '1']).default('0')),
  },
  create(o, code): PaymentAdapter {
    const book = simOrders('paylama', o.apiKey);
    const payTypes = o.payTypes.split(',').map(Number);
    async function call(out: ProviderContext, method: string, body: object): Promise<Record<string, unknown>> {
      const text = JSON.stringify(body);
      const res = await callProvider(out, `${o.apiUrl}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'API-Key': o.apiKey, Signature: paylamaSignature(o.secret, text) },
        body: text,
      });
      const reply = (await jsonReply(res, 'Paylama')) as Record<string, unknown>;
      if (reply.success !== true) throw new Error(`Paylama refused ${method}: ${String(reply.cause ?? '').slice(0, 80)}`);
      return reply;
    }
    return {
      code,
      endpoint: 'paylama',
      currencies: ['RUB'],
      async createPayment(order, choice, ctx) {
        const out = ctx;
        // Paylama takes whole roubles.
        if (order.currency !== 'RUB' || order.amountMinor % 100 !== 0) throw new Error('Paylama takes whole roubles only');
        const payType = choice.payType !== undefined && payTypes.includes(choice.payType) ? choice.payType : payTypes[0]!;
        const reply = await call(out, o.sbp === '1' ? 'generate_invoice_fps_h2h' : 'generate_invoice_h2h', {
          amount: order.amountMinor / 100,
          expireAt: 3600,
          comment: order.description,
          clientIP: '127.0.0.1',
          currencyID: RUB,
          redirect: { successURL: choice.successUrl, failURL: choice.failUrl },
          clientOrderID: String(order.id),
          ...(o.sbp === '1' ? {} : { payType }),
        });
        const ref = String(reply.billID ?? reply.externalID ?? '');
        const url = typeof reply.paymentURL === 'string' ? absolute(reply.paymentURL, out) : '';
        if (!ref || !url) throw new Error('Paylama answered without billID or paymentURL');
        return o.sbp === '1' ? { kind: 'qr', qr: url, url, providerRef: ref } : { kind: 'redirect', url, providerRef: ref };
      },
      // No callback: every request to our Paylama endpoint is refused, orders settle by polling.
      verifyAndParseCallback: () => null,
      answer: () => ({ status: 404, contentType: 'text/plain', body: 'poll only' }),
      async queryStatus(order, ctx) {
        if (!order.providerRef) return null;
        const d = await call(ctx, 'get_order_details', { externalID: order.providerRef, orderType: 'invoice' });
        const outcome: PaymentAction['outcome'] | null = d.status === 'Succeed' ? 'paid' : d.status === 'Failed' ? 'failed' : null;
        if (!outcome) return null;
        return {
          orderId: order.id,
          outcome,
          amountMinor: Math.round(Number(d.amount) * 100),
          currency: d.currencyID === RUB ? 'RUB' : String(d.currencyID),
          providerRef: order.providerRef,
          eventId: `poll:${order.providerRef}:${String(d.status)}`,
        };
      },
      simulator: {
        brand: 'Paylama',
        // Paylama sends nothing: the outcome is what its status call answers from now on.
        callback(order, outcome) {
          const row = book.get(order.id);
          if (row) row.status = outcome === 'paid' ? 'paid' : outcome === 'declined' ? 'declined' : 'refunded';
          return null;
        },
        serve: (app) => paylamaStandIn({ ...o, book }).routes(app),
        accepted: () => true,
      },
    };
  },
});

export const paylamaAlt = variant(paylama, {
  id: 'PAYLAMA_ALT',
  options: {
    payTypes: option(
      'PAYLAMA_ALT_PAY_TYPES',
      z
        .string()
        .regex(/^[0-9]+(,[0-9]+)*$/)
        .default('2,5'),
    ),
  },
});
export const paylamaSpb = variant(paylama, {
  id: 'PAYLAMA_SPB',
  options: { sbp: option('PAYLAMA_SPB_SBP', z.enum(['0', '1']).default('1')) },
});
