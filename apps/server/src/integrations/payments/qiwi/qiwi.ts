import { z } from 'zod';
import { systemClock } from '../../../infra/clock.js';
import { defineProvider, option, secret, variant } from '../../provider-kit/provider.js';
import { header, safeEqual } from '../../provider-kit/webhook.js';
import { formatMinor, parseMajor } from '../money.js';
import type { PaymentAction, PaymentAdapter, PaymentOrder } from '../payment-provider.js';
import { absolute, callProvider, jsonBody, jsonReply } from '../provider-http.js';
import { simOrders } from '../simulators/sim-orders.js';
import { qiwiNotificationSignature } from './signature.js';
import { qiwiStandIn } from './stand-in.js';

export const billIdOf = (orderId: number) => `numscope-${orderId}`;
const orderIdOf = (billId: string | undefined) => (/^numscope-([0-9]{1,10})$/.exec(billId ?? '')?.[1] ? Number(billId!.slice(9)) : null);

const STATUS: Record<string, PaymentAction['outcome']> = { PAID: 'paid', REJECTED: 'failed', EXPIRED: 'failed', WAITING: 'ignored' };

export interface QiwiBill {
  siteId: string;
  billId: string;
  amount: { value: string; currency: string };
  status: { value: string; changedDateTime?: string };
  customFields?: { paySourcesFilter?: string };
  payUrl?: string;
}

/**
 * QIWI P2P bills (QIWI-API/p2p-payments-docs; the official SDKs): a bill is created with
 * `PUT /partner/bill/v1/bills/{billId}` (Bearer secret key; the same billId twice is the same
 * bill), paid on its payUrl, and announced by a notification signed in X-Api-Signature-SHA256,
 * answered `{"error":"0"}`. QIWI_CARD and QIWI_WALLET differ by paySourcesFilter (card / qw).
 * QIWI Bank lost its licence in 2024: production enables it only with real credentials.
 */
export const qiwiCard = defineProvider({
  id: 'QIWI_CARD',
  options: {
    secretKey: secret('QIWI_SECRET_KEY', z.string().min(8), 'simulated-qiwi-secret-key'),
    siteId: option('QIWI_SITE_ID', z.string().min(1), 'numscope-sim'),
    apiUrl: option(
      'QIWI_API_URL',
      z.string().min(1).default('https://api.qiwi.com/partner/bill/v1/bills'),
      '/simulators/qiwi/partner/bill/v1/bills',
    ),
    paySourcesFilter: option('QIWI_CARD_PAY_SOURCES', z.enum(['card', 'qw']).default('card')),
  },
  create(o, code): PaymentAdapter {
    const book = simOrders('qiwi', o.siteId);
    const auth = { authorization: `Bearer ${o.secretKey}`, accept: 'application/json', 'content-type': 'application/json' };
    const action = (bill: QiwiBill, eventId: string): PaymentAction[] => {
      const orderId = orderIdOf(bill.billId);
      if (orderId === null) return [];
      return [
        {
          orderId,
          outcome: STATUS[bill.status.value] ?? 'ignored',
          amountMinor: parseMajor(Number(bill.amount.value).toFixed(2)) ?? -1,
          currency: bill.amount.currency.toUpperCase(),
          providerRef: bill.billId,
          eventId,
        },
      ];
    };
    const billOf = (order: PaymentOrder, status: string): QiwiBill => ({
      siteId: o.siteId,
      billId: billIdOf(order.id),
      amount: { value: formatMinor(order.amountMinor), currency: order.currency },
      status: { value: status, changedDateTime: '2026-01-01T00:00:00+03:00' },
      customFields: { paySourcesFilter: book.get(order.id)?.data.paySourcesFilter ?? o.paySourcesFilter },
    });
    return {
      code,
      endpoint: 'qiwi',
      currencies: ['RUB'],
      async createPayment(order, choice, ctx) {
        const out = ctx;
        // The bill lives a day; the order expires earlier on our side anyway.
        const expires = new Date(systemClock.now().getTime() + 24 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+00:00');
        const res = await callProvider(out, `${o.apiUrl}/${billIdOf(order.id)}`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({
            amount: { currency: order.currency, value: formatMinor(order.amountMinor) },
            comment: order.description,
            expirationDateTime: expires,
            ...(order.email ? { customer: { email: order.email } } : {}),
            customFields: { paySourcesFilter: choice.paySourcesFilter ?? o.paySourcesFilter },
          }),
        });
        const bill = (await jsonReply(res, 'QIWI')) as QiwiBill;
        if (typeof bill.payUrl !== 'string') throw new Error('QIWI answered a bill without payUrl');
        const url = new URL(absolute(bill.payUrl, out));
        url.searchParams.set('successUrl', choice.successUrl);
        return { kind: 'redirect', url: url.toString(), providerRef: bill.billId };
      },
      verifyAndParseCallback(raw) {
        const body = jsonBody(raw.body) as { bill?: QiwiBill } | null;
        const bill = body?.bill;
        if (!bill?.amount || !bill.status || bill.siteId !== o.siteId) return null;
        if (!safeEqual(header(raw, 'x-api-signature-sha256'), qiwiNotificationSignature(o.secretKey, bill))) return null;
        // Both codes share the endpoint and the key: either reads any bill of the site (the order names itself).
        return action(bill, `${bill.billId}:${bill.status.value}`);
      },
      answer: (_a, handled) =>
        handled
          ? { status: 200, contentType: 'application/json', body: '{"error":"0"}' }
          : { status: 500, contentType: 'application/json', body: '{"error":"1"}' },
      async queryStatus(order, ctx) {
        const bill = (await jsonReply(await callProvider(ctx, `${o.apiUrl}/${billIdOf(order.id)}`, { headers: auth }), 'QIWI')) as QiwiBill;
        const [a] = action(bill, `poll:${bill.billId}:${bill.status?.value}`);
        return a && a.outcome !== 'ignored' ? a : null;
      },
      simulator: {
        brand: 'QIWI',
        callback(order, outcome, webhookUrl) {
          if (outcome === 'refund') return null; // P2P bill notifications carry no refunds.
          const row = book.get(order.id);
          if (row) row.status = outcome;
          const bill = billOf(order, outcome === 'paid' ? 'PAID' : 'REJECTED');
          const payload = JSON.stringify({ bill, version: '1' });
          return {
            method: 'POST',
            url: webhookUrl,
            headers: { 'content-type': 'application/json', 'X-Api-Signature-SHA256': qiwiNotificationSignature(o.secretKey, bill) },
            payload,
          };
        },
        serve: (app) => qiwiStandIn({ ...o, book }).routes(app),
        accepted: (_order, a) => a.status === 200 && /"error"\s*:\s*"?0"?/.test(a.body),
      },
    };
  },
});

export const qiwiWallet = variant(qiwiCard, {
  id: 'QIWI_WALLET',
  options: { paySourcesFilter: option('QIWI_WALLET_PAY_SOURCES', z.enum(['card', 'qw']).default('qw')) },
});
