import { z } from 'zod';
import { defineProvider, option, secret, variant } from '../../provider-kit/provider.js';
import type { SimulatedRequest } from '../../provider-kit/webhook.js';
import { formatMinor, parseMajor } from '../money.js';
import { absolute, callProvider, formFields, jsonReply } from '../provider-http.js';
import type { PaymentAction, PaymentAdapter, PaymentOrder } from '../payment-provider.js';
import { callbackSign, initPaymentSign } from './signature.js';
import { primepaymentsStandIn } from './stand-in.js';

/**
 * PrimePayments API v2 (primepayments.io/doc/?page=api_v2): `initPayment` (form POST, md5 sign
 * with secret1) answers the payment page URL; the callback (form POST: order_payed | order_cancel)
 * is signed with secret2. The four codes differ only by payWay (spec §9: 8 is SBP).
 */
export const primepaymentsCard = defineProvider({
  id: 'PRIMEPAYMENTS_CARD',
  options: {
    project: option('PRIMEPAYMENTS_PROJECT', z.string().min(1), '1'),
    secret1: secret('PRIMEPAYMENTS_SECRET1', z.string().min(1), 'test_API'),
    secret2: secret('PRIMEPAYMENTS_SECRET2', z.string().min(1), 'test_API2'),
    apiUrl: option(
      'PRIMEPAYMENTS_API_URL',
      z.string().min(1).default('https://pay.primepayments.io/API/v2/'),
      '/simulators/primepayments/API/v2/',
    ),
    payWay: option('PRIMEPAYMENTS_CARD_PAY_WAY', z.string().default('1')),
  },
  create(o, code): PaymentAdapter {
    const callbackFields = (order: Pick<PaymentOrder, 'id' | 'amountMinor' | 'currency' | 'providerRef'>, action: string) => {
      const f = {
        action,
        orderID: order.providerRef ?? `pp${order.id}`,
        date_pay: '2026-01-01 00:00:00',
        payWay: o.payWay,
        payed_from: '4276********1234',
        innerID: String(order.id),
        sum: formatMinor(order.amountMinor),
        currency: order.currency,
        email: 'buyer@example.com',
        webmaster_profit: formatMinor(Math.round(order.amountMinor * 0.95)),
      };
      return { ...f, sign: callbackSign({ secret2: o.secret2, ...f }) };
    };
    return {
      code,
      endpoint: 'primepayments',
      currencies: ['RUB', 'UAH', 'USD', 'EUR'],
      async createPayment(order, choice, ctx) {
        const out = ctx;
        const f = {
          project: o.project,
          sum: formatMinor(order.amountMinor),
          currency: order.currency,
          innerID: String(order.id),
          email: order.email ?? 'buyer@numscope.app',
          payWay: o.payWay,
        };
        const body = new URLSearchParams({
          action: 'initPayment',
          ...f,
          comment: order.description,
          sign: initPaymentSign({ secret1: o.secret1, ...f }),
        });
        const res = await callProvider(out, o.apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
        });
        const reply = (await jsonReply(res, 'PrimePayments')) as { status?: string; result?: string };
        if (reply.status !== 'OK' || typeof reply.result !== 'string')
          throw new Error(`PrimePayments refused the payment: ${String(reply.result ?? '').slice(0, 80)}`);
        // SBP: the page URL is also what the QR code holds (scanned, it opens the bank's confirmation).
        const url = absolute(reply.result, out);
        if (o.payWay === '8') return { kind: 'qr', qr: url, url, providerRef: null };
        return { kind: 'redirect', url, providerRef: null };
      },
      verifyAndParseCallback(raw) {
        const f = formFields(raw.body);
        // The four codes share the endpoint and secret2: any of them reads any callback (the buyer may switch method on the page).
        const expected = callbackSign({
          secret2: o.secret2,
          orderID: f.orderID ?? '',
          payWay: f.payWay ?? '',
          innerID: f.innerID ?? '',
          sum: f.sum ?? '',
          webmaster_profit: f.webmaster_profit ?? '',
        });
        if (!f.sign || f.sign.toLowerCase() !== expected) return null;
        const orderId = Number(f.innerID);
        if (!Number.isSafeInteger(orderId)) return [];
        const outcome = f.action === 'order_payed' ? 'paid' : f.action === 'order_cancel' ? 'failed' : 'ignored';
        const action: PaymentAction = {
          orderId,
          outcome,
          amountMinor: parseMajor(f.sum ?? '') ?? -1,
          currency: (f.currency ?? '').toUpperCase(),
          providerRef: f.orderID ?? null,
          eventId: `${f.orderID}:${f.action}`,
        };
        return [action];
      },
      // Third-party handlers answer YES or OK (payment-vectors.md §4 ⚠); we answer OK, any non-200 is retried.
      answer: (_actions, handled) =>
        handled ? { status: 200, contentType: 'text/plain', body: 'OK' } : { status: 500, contentType: 'text/plain', body: 'RETRY' },
      simulator: {
        brand: 'PrimePayments',
        callback(order, outcome, webhookUrl): SimulatedRequest | null {
          if (outcome === 'refund') return null; // PrimePayments sends no refund notification.
          const fields = callbackFields(order, outcome === 'paid' ? 'order_payed' : 'order_cancel');
          return {
            method: 'POST',
            url: webhookUrl,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(fields).toString(),
          };
        },
        serve: (app) => primepaymentsStandIn(o).routes(app),
        accepted: (_order, answer) => answer.status === 200,
      },
    };
  },
});

export const primepaymentsYooMoney = variant(primepaymentsCard, {
  id: 'PRIMEPAYMENTS_YOO_MONEY',
  options: { payWay: option('PRIMEPAYMENTS_YOO_MONEY_PAY_WAY', z.string().default('2')) },
});
export const primepaymentsQw = variant(primepaymentsCard, {
  id: 'PRIMEPAYMENTS_QW',
  options: { payWay: option('PRIMEPAYMENTS_QW_PAY_WAY', z.string().default('5')) },
});
export const primepaymentsSpb = variant(primepaymentsCard, {
  id: 'PRIMEPAYMENTS_SPB',
  options: { payWay: option('PRIMEPAYMENTS_SPB_PAY_WAY', z.string().default('8')) },
});
