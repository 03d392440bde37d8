import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineProvider, option, secret, variant } from '../../provider-kit/provider.js';
import { safeEqual, type RawWebhook } from '../../provider-kit/webhook.js';
import { webhookPath } from '@numscope/contract';
import { formatMinor, parseMajor } from '../money.js';
import { postLater } from '../simulators/post.js';
import { recurringDeclines } from '../simulators/recurring.js';
import type { PaymentAction, PaymentAdapter, PaymentOrder } from '../payment-provider.js';

/**
 * Robokassa (reference: docs/payments/providers.md §1, vectors R1–R6). The buyer pays on the
 * hosted page (Merchant/Index.aspx) reached by a signed GET; Robokassa then calls our ResultURL
 * server to server, signed with Password2, and wants `OK{InvId}` back, or it retries. SuccessURL
 * and FailURL are the buyer's browser returning: they never credit. Declines and refunds send no
 * callback: the payments job asks OpStateExt (queryStatus) for orders still open.
 * ROBOKASSA_CARD is the same merchant with the card method preselected (IncCurrLabel).
 */

/** Products sold as monthly subscriptions: their first payment is the parent of later recurring charges. */
const RECURRING_PRODUCTS = new Set(['spy', 'antispy']);

export const HASHES = ['md5', 'sha1', 'sha256', 'sha384', 'sha512'] as const;
export type RobokassaHash = (typeof HASHES)[number];

/** PHP `urlencode`, which the official SDK applies to Receipt and Shp_ values before signing (vectors R4, R6). */
export function phpUrlencode(s: string): string {
  return encodeURIComponent(s)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

const hex = (alg: RobokassaHash, s: string) => createHash(alg).update(s, 'utf8').digest('hex');

/** `Shp_a=v:Shp_b=w`, sorted by byte order (the official SDK's `sort()`), as the tail of a signature. */
function shpTail(shp: Record<string, string>): string[] {
  return Object.entries(shp)
    .map(([k, v]) => `${k}=${v}`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Payment form: H(MerchantLogin:OutSum:InvId[:Receipt]:Password1[:Shp_…]). A missing InvId leaves its slot empty. */
export function paymentSignature(p: {
  login: string;
  outSum: string;
  invId: number | null;
  receipt?: string;
  password1: string;
  shp?: Record<string, string>;
  hash?: RobokassaHash;
}): string {
  const parts = [
    p.login,
    p.outSum,
    p.invId === null ? '' : String(p.invId),
    ...(p.receipt === undefined ? [] : [p.receipt]),
    p.password1,
    ...shpTail(p.shp ?? {}),
  ];
  return hex(p.hash ?? 'md5', parts.join(':'));
}

/** ResultURL: H(OutSum:InvId:Password2[:Shp_…]), OutSum exactly as received. */
export function resultSignature(p: {
  outSum: string;
  invId: string;
  password2: string;
  shp?: Record<string, string>;
  hash?: RobokassaHash;
}): string {
  return hex(p.hash ?? 'md5', [p.outSum, p.invId, p.password2, ...shpTail(p.shp ?? {})].join(':'));
}

/** SuccessURL (buyer's browser): H(OutSum:InvId:Password1[:Shp_…]); checked only to show the right page, never to credit. */
export function successSignature(p: {
  outSum: string;
  invId: string;
  password1: string;
  shp?: Record<string, string>;
  hash?: RobokassaHash;
}): string {
  return hex(p.hash ?? 'md5', [p.outSum, p.invId, p.password1, ...shpTail(p.shp ?? {})].join(':'));
}

/** OpStateExt: H(MerchantLogin:InvoiceID:Password2). */
export function stateSignature(p: { login: string; invId: number; password2: string; hash?: RobokassaHash }): string {
  return hex(p.hash ?? 'md5', `${p.login}:${p.invId}:${p.password2}`);
}

/** The fields of a ResultURL call (form body of a POST, or the query of a GET). */
function resultFields(raw: RawWebhook): URLSearchParams {
  const body = raw.body.toString('utf8');
  if (body.length > 0) return new URLSearchParams(body);
  const q = raw.url.indexOf('?');
  return new URLSearchParams(q >= 0 ? raw.url.slice(q + 1) : '');
}

function shpOf(fields: URLSearchParams): Record<string, string> {
  const shp: Record<string, string> = {};
  for (const [k, v] of fields) if (/^shp_/i.test(k)) shp[k] = v;
  return shp;
}

/** The fiscal receipt (54-FZ) for one order: one service line. Signed URL-encoded, as the docs say. */
export function receiptJson(order: PaymentOrder): string {
  return JSON.stringify({
    sno: 'usn_income',
    items: [
      {
        name: order.description.slice(0, 128),
        quantity: 1,
        sum: order.amountMinor / 100,
        payment_method: 'full_payment',
        payment_object: 'service',
        tax: 'none',
      },
    ],
  });
}

/** OpStateExt state codes: 5 initiated, 10 cancelled (not paid), 50 received, 60 returned to the buyer, 80 suspended, 100 paid. */
function actionFromState(order: PaymentOrder, state: number, outSum: string | null): PaymentAction | null {
  const amountMinor = outSum ? (parseMajor(outSum) ?? order.amountMinor) : order.amountMinor;
  const base = { orderId: order.id, amountMinor, currency: 'RUB', providerRef: String(order.id) };
  if (state === 100) return { ...base, outcome: 'paid' };
  if (state === 10) return { ...base, outcome: 'failed' };
  if (state === 60) return { ...base, outcome: 'refunded' };
  return null;
}

export const robokassa = defineProvider({
  id: 'ROBOKASSA',
  options: {
    login: option('ROBOKASSA_MERCHANT_LOGIN', z.string().min(1), 'numscope-simulated'),
    password1: secret('ROBOKASSA_PASSWORD1', z.string().min(8), 'simulated-robokassa-password-1'),
    password2: secret('ROBOKASSA_PASSWORD2', z.string().min(8), 'simulated-robokassa-password-2'),
    hash: option('ROBOKASSA_HASH', z.enum(HASHES).default('md5')),
    /** 1: the test mode of the merchant (test passwords). */
    test: option('ROBOKASSA_TEST', z.enum(['0', '1']).default('0'), '1'),
    /** The hosted page; the simulator's is a path on our own server. */
    payUrl: option(
      'ROBOKASSA_PAY_URL',
      z.string().min(1).default('https://auth.robokassa.ru/Merchant/Index.aspx'),
      '/api/v1/simulator/pay/',
    ),
    stateUrl: option(
      'ROBOKASSA_STATE_URL',
      z.string().min(1).default('https://auth.robokassa.ru/Merchant/WebService/Service.asmx/OpStateExt'),
      '/api/v1/simulator/robokassa/opstate',
    ),
    /** Renewal charges (`Recurring` with PreviousInvoiceID; docs/payments/providers.md §1, vector R6). */
    recurringUrl: option(
      'ROBOKASSA_RECURRING_URL',
      z.string().min(1).default('https://auth.robokassa.ru/Merchant/Recurring'),
      '/api/v1/simulator/robokassa/recurring',
    ),
    /** The payment method preselected on the page (empty: the buyer chooses there). */
    incCurrLabel: option('ROBOKASSA_INC_CURR_LABEL', z.string().default('')),
  },
  create(o, code): PaymentAdapter {
    const resolve = (url: string, base: string) => new URL(url, base).toString();
    return {
      code,
      endpoint: 'robokassa',
      currencies: ['RUB'],
      async createPayment(order, choice) {
        const outSum = formatMinor(order.amountMinor);
        const receipt = phpUrlencode(receiptJson(order));
        const shp = { Shp_product: order.productId };
        const signature = paymentSignature({ login: o.login, outSum, invId: order.id, receipt, password1: o.password1, shp, hash: o.hash });
        const params = new URLSearchParams({
          MerchantLogin: o.login,
          OutSum: outSum,
          InvId: String(order.id),
          Description: order.description.slice(0, 100),
          SignatureValue: signature,
          Culture: order.locale.startsWith('ru') ? 'ru' : 'en',
          Receipt: receipt,
          ...shp,
        });
        if (o.test === '1') params.set('IsTest', '1');
        if (order.email) params.set('Email', order.email);
        if (o.incCurrLabel) params.set('IncCurrLabel', o.incCurrLabel);
        // Monthly subscriptions are "mother" payments that later renewals charge again (not signed; vector R5).
        if (RECURRING_PRODUCTS.has(order.productId)) params.set('Recurring', 'true');
        // The simulator's page is per order; the real page takes everything in the query.
        const page = o.payUrl.startsWith('/') ? resolve(`${o.payUrl}${order.id}`, choice.callbackUrl) : o.payUrl;
        return { kind: 'redirect', url: `${page}?${params.toString()}`, providerRef: String(order.id) };
      },
      verifyAndParseCallback(raw) {
        const f = resultFields(raw);
        const outSum = f.get('OutSum');
        const invId = f.get('InvId');
        const given = f.get('SignatureValue');
        if (!outSum || !invId || !given || !/^[0-9]{1,10}$/.test(invId)) return null;
        const expected = resultSignature({ outSum, invId, password2: o.password2, shp: shpOf(f), hash: o.hash });
        if (!safeEqual(given.toLowerCase(), expected)) return null;
        const amountMinor = parseMajor(outSum);
        // A signed but unreadable sum: treat as a mismatch (the order goes to review), never as paid in full.
        return [{ orderId: Number(invId), outcome: 'paid', amountMinor: amountMinor ?? -1, currency: 'RUB', providerRef: invId }];
      },
      answer(actions, handled) {
        const invId = actions[0]?.orderId;
        if (!handled || invId === undefined) return { status: 500, contentType: 'text/plain', body: 'retry' };
        return { status: 200, contentType: 'text/plain', body: `OK${invId}` };
      },
      async chargeRecurring(order, previous, ctx) {
        const outSum = formatMinor(order.amountMinor);
        const receipt = phpUrlencode(receiptJson(order));
        const shp = { Shp_product: order.productId };
        const body = new URLSearchParams({
          MerchantLogin: o.login,
          InvoiceID: String(order.id),
          PreviousInvoiceID: String(previous.id),
          OutSum: outSum,
          Description: order.description.slice(0, 100),
          Receipt: receipt,
          ...shp,
          SignatureValue: paymentSignature({ login: o.login, outSum, invId: order.id, receipt, password1: o.password1, shp, hash: o.hash }),
        });
        const url = o.recurringUrl.startsWith('/') ? resolve(o.recurringUrl, ctx.publicUrl) : o.recurringUrl;
        const res = await ctx.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
          signal: AbortSignal.timeout(15_000),
        });
        const text = (await res.text()).trim();
        // Accepted is `OK{InvoiceID}`; the money is confirmed later by ResultURL (or found by OpStateExt).
        if (!res.ok || text !== `OK${order.id}`) throw new Error(`Robokassa Recurring refused (${res.status})`);
        return { providerRef: String(order.id) };
      },
      async queryStatus(order, ctx) {
        const params = new URLSearchParams({
          MerchantLogin: o.login,
          InvoiceID: String(order.id),
          Signature: stateSignature({ login: o.login, invId: order.id, password2: o.password2, hash: o.hash }),
        });
        const base = o.stateUrl.startsWith('/') ? resolve(o.stateUrl, ctx.publicUrl) : o.stateUrl;
        const res = await ctx.fetch(`${base}?${params.toString()}`, { signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(`Robokassa OpStateExt answered ${res.status}`);
        const xml = await res.text();
        const result = /<Result>\s*<Code>(\d+)<\/Code>/.exec(xml)?.[1];
        if (result !== '0') return null;
        const state = Number(/<State>\s*<Code>(\d+)<\/Code>/.exec(xml)?.[1] ?? NaN);
        return actionFromState(order, state, /<OutSum>([0-9.]+)<\/OutSum>/.exec(xml)?.[1] ?? null);
      },
      simulator: {
        brand: 'Robokassa',
        callback(order, outcome, webhookUrl) {
          // Robokassa calls ResultURL only for money received; a decline or a refund is learnt by OpStateExt.
          if (outcome !== 'paid') return null;
          const outSum = formatMinor(order.amountMinor);
          const shp = { Shp_product: order.productId };
          const fields = new URLSearchParams({
            OutSum: outSum,
            InvId: String(order.id),
            Fee: '0.00',
            EMail: order.email ?? '',
            PaymentMethod: 'BankCard',
            IncCurrLabel: o.incCurrLabel || 'BankCardPSR',
            ...shp,
          });
          fields.set(
            'SignatureValue',
            resultSignature({ outSum, invId: String(order.id), password2: o.password2, shp, hash: o.hash }).toUpperCase(),
          );
          return {
            method: 'POST',
            url: webhookUrl,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: fields.toString(),
          };
        },
        accepted: (order, a) => a.status === 200 && a.body.trim() === `OK${order.id}`,
        serve(app, states) {
          // Recurring as Robokassa takes it: the merchant's signature, a paid parent, then ResultURL for the new invoice.
          app.post(new URL(o.recurringUrl, 'http://x').pathname, async (request, reply) => {
            const f = new URLSearchParams(request.body as Record<string, string>);
            const outSum = f.get('OutSum') ?? '';
            const invId = Number(f.get('InvoiceID'));
            const prev = Number(f.get('PreviousInvoiceID'));
            const shp = shpOf(f);
            const receipt = f.get('Receipt') ?? undefined;
            reply.type('text/plain');
            const signed =
              f.get('MerchantLogin') === o.login &&
              Number.isSafeInteger(invId) &&
              safeEqual(
                f.get('SignatureValue')?.toLowerCase(),
                paymentSignature({ login: o.login, outSum, invId, receipt, password1: o.password1, shp, hash: o.hash }),
              );
            if (!signed) return 'ERROR: signature';
            if (states.get(prev)?.outcome !== 'paid') return 'ERROR: no paid parent invoice';
            if (recurringDeclines.take(prev)) return 'ERROR: declined by the card issuer';
            const fields = new URLSearchParams({ OutSum: outSum, InvId: String(invId), Fee: '0.00', PaymentMethod: 'BankCard', ...shp });
            fields.set('SignatureValue', resultSignature({ outSum, invId: String(invId), password2: o.password2, shp, hash: o.hash }));
            postLater(
              app,
              {
                method: 'POST',
                url: webhookPath('robokassa'),
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: fields.toString(),
              },
              (status) => status === 200,
            );
            return `OK${invId}`;
          });
          // OpStateExt as Robokassa answers it: checks the merchant's signature, then the invoice's state.
          app.get(new URL(o.stateUrl, 'http://x').pathname, async (request, reply) => {
            const q = request.query as Record<string, string | undefined>;
            const invId = Number(q.InvoiceID);
            const signed =
              q.MerchantLogin === o.login &&
              Number.isSafeInteger(invId) &&
              safeEqual(q.Signature?.toLowerCase(), stateSignature({ login: o.login, invId, password2: o.password2, hash: o.hash }));
            reply.type('text/xml');
            if (!signed) return opState(1, null);
            const s = states.get(invId);
            if (!s) return opState(3, null);
            return opState(0, { declined: 10, paid: 100, refund: 60 }[s.outcome], formatMinor(s.order.amountMinor));
          });
        },
      },
    };
  },
});

/** An OpStateExt answer: Result code 0 ok, 1 bad signature, 3 no such invoice. */
function opState(result: number, state: number | null, outSum?: string): string {
  const info = state === null ? '' : `<State><Code>${state}</Code></State><Info><OutSum>${outSum}</OutSum></Info>`;
  return `<?xml version="1.0" encoding="utf-8"?><OperationStateResponse xmlns="http://merchant.roboxchange.com/WebService/"><Result><Code>${result}</Code></Result>${info}</OperationStateResponse>`;
}

export const robokassaCard = variant(robokassa, {
  id: 'ROBOKASSA_CARD',
  options: { incCurrLabel: option('ROBOKASSA_CARD_INC_CURR_LABEL', z.string().min(1).default('BankCardPSR')) },
});
