import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { routePath, routes, webhookPath, type PaymentSystem, type PriceList } from '@numscope/contract';
import { loadConfig } from '../../config.js';
import { balanceOf, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { runDueJobs } from '../../test/jobs.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import type { SimulatedRequest } from '../provider-kit/webhook.js';
import { createPaymentRegistry } from './registry.js';
import { disputeObject, signedEvent } from './stripe/events.js';
import { stripeSimState } from './stripe/stand-in-state.js';

// Every payment-system code of spec §9 except Robokassa's (the payments module's own tests), end to
// end through its stand-in: order → hosted page → Pay → the provider's signed callback (or, for
// Paylama, its status) → credited once; a forged or unsigned callback credits nothing.
const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 0 } });
const registry = createPaymentRegistry(loadConfig({ NODE_ENV: 'test' }).paymentProviders);
const PUBLIC_URL = 'http://127.0.0.1:3000';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const RUSSIAN: PaymentSystem[] = [
  'PAY_SELECTION_CARD',
  'PRIMEPAYMENTS_CARD',
  'PRIMEPAYMENTS_YOO_MONEY',
  'PRIMEPAYMENTS_QW',
  'PRIMEPAYMENTS_SPB',
  'PAYLAMA',
  'PAYLAMA_ALT',
  'PAYLAMA_SPB',
  'SOFTPAYMONEY',
  'FLEXO',
  'QIWI_CARD',
  'QIWI_WALLET',
];
const STRIPE: PaymentSystem[] = ['STRIPE_CARD', 'STRIPE_MINI'];

let us = 0;
const usPhone = () => `+1202555${String(1000 + (us++ % 9000))}`;

async function call(method: 'GET' | 'POST', url: string, who: SignedIn | null, payload?: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(who ? { authorization: who.token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function buy(who: SignedIn, code: PaymentSystem, extra: object = {}) {
  const list = (await call('GET', routes.prices.path, who)).body.data as PriceList;
  const price = list.numcy_400 as Json;
  expect(price.payOrder).toContain(code);
  const res = await call(
    'POST',
    routePath(routes.invoice.path, { paymentSystem: code }),
    who,
    { productPriceId: price.discountProductId ?? price.productId, email: `buyer-${randomUUID().slice(0, 8)}@example.com`, ...extra },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.paymentLinks as { orderId: number; url: string; qr: string | null };
}

const orderOf = async (who: SignedIn, id: number) =>
  (await call('GET', routePath(routes.order.path, { orderId: id }), who)).body.data.order as Json;

/** The account's own customer at Stripe, as the payments module stored it (decision 051). */
const customerOf = async (who: SignedIn) =>
  (
    await t.db.query<{ customer_ref: string }>(
      { name: 't_customer_of', text: 'select customer_ref from payment_customers where account_id = $1' },
      [who.profileId],
    )
  )[0]?.customer_ref;

/** The signed callback the provider would send about one of the buyer's orders (null: the provider sends none). */
async function providerCallback(buyer: SignedIn, orderId: number, code: PaymentSystem, outcome: 'paid' | 'declined' | 'refund') {
  const adapter = registry.get(code)!;
  const found = await orderOf(buyer, orderId);
  const order = {
    id: orderId,
    amountMinor: found.amountMinor as number,
    currency: found.currency as string,
    description: 'NumCy 400',
    productId: 'numcy_400',
    email: null,
    locale: 'ru',
    providerRef: (found.providerRef as string | null) ?? null,
    customerRef: null,
  };
  return adapter.simulator!.callback(order, outcome, `${PUBLIC_URL}${webhookPath(adapter.endpoint)}`);
}

/** The same request with its signature spoiled, wherever the provider carries it. */
function forged(req: SimulatedRequest): SimulatedRequest {
  // One character changed mid-signature (the last one of base64 may only hold padding bits).
  const flip = (s: string) => {
    const i = s.length - 10;
    return s.slice(0, i) + (s[i] === '0' ? '1' : '0') + s.slice(i + 1);
  };
  const name = Object.keys(req.headers).find((h) => /signature/i.test(h));
  if (name) return { ...req, headers: { ...req.headers, [name]: flip(req.headers[name]!) } };
  if (/(^|&)sign=/.test(req.payload)) return { ...req, payload: req.payload.replace(/(sign=[0-9a-f]+)/, (m) => flip(m)) };
  return { ...req, payload: req.payload.replace(/("token":"[0-9a-f]+)/, (m) => flip(m)) };
}

const deliver = (req: SimulatedRequest) =>
  t.app.inject({ method: 'POST', url: new URL(req.url).pathname, headers: req.headers, payload: req.payload });

describe.each([...RUSSIAN, ...STRIPE])('%s through its stand-in', (code) => {
  const adapter = registry.get(code)!;
  const signIn = () => signInAs(t.app, STRIPE.includes(code) ? usPhone() : uniquePhone());

  it('order → hosted page → Pay → signed callback → credited once, and again changes nothing', async () => {
    const buyer = await signIn();
    const before = await balanceOf(t.db, buyer.profileId);
    const link = await buy(buyer, code, code === 'PAYLAMA_ALT' ? { payType: 5 } : {});
    const url = new URL(link.url, PUBLIC_URL);
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.pathname).toBe(`/api/v1/simulator/pay/${link.orderId}`);
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay');
    expect(page.body).toContain(`>${adapter.simulator!.brand} <`);
    const qrPaths = [...page.body.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0]);
    if (code.endsWith('_SPB')) {
      // SBP: a QR code of the order's payload, drawn inline, next to the Pay button.
      expect(link.qr).toBeTruthy();
      expect(qrPaths).toEqual([(await QRCode.toString(link.qr!, { type: 'svg', margin: 1, width: 220 })).trim()]);
    } else {
      expect(qrPaths).toEqual([]);
    }
    expect(await orderOf(buyer, link.orderId)).toMatchObject({ status: 'pending', paymentSystem: code });

    const paid = await t.app.inject({ method: 'POST', url: url.pathname, payload: { outcome: 'paid' } });
    expect(paid.statusCode).toBe(303);
    expect(await orderOf(buyer, link.orderId)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);

    // The provider delivering again (or being asked again) credits nothing more.
    await call('POST', routes.simulatorPay.path, null, { orderId: link.orderId, outcome: 'paid' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);
  });

  it('a forged or unsigned callback credits nothing and leaves the order pending', async () => {
    const buyer = await signIn();
    const before = await balanceOf(t.db, buyer.profileId);
    const link = await buy(buyer, code);
    const valid = await providerCallback(buyer, link.orderId, code, 'paid');
    const attempts = valid
      ? [forged(valid)]
      : [
          {
            method: 'POST' as const,
            url: `${PUBLIC_URL}${webhookPath(adapter.endpoint)}`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ clientOrderID: String(link.orderId), status: 'Succeed' }),
          },
        ];
    for (const req of attempts) {
      const res = await deliver(req);
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(await orderOf(buyer, link.orderId)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before);
  });

  it('a declined payment fails the order with nothing credited', async () => {
    const buyer = await signIn();
    const before = await balanceOf(t.db, buyer.profileId);
    const link = await buy(buyer, code);
    const res = await t.app.inject({ method: 'POST', url: new URL(link.url, PUBLIC_URL).pathname, payload: { outcome: 'declined' } });
    expect(res.headers.location).toBe(`/payment/fail?orderId=${link.orderId}`);
    expect((await orderOf(buyer, link.orderId)).status).toBe('failed');
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before);
  });
});

describe.each(['PAY_SELECTION_CARD', 'SOFTPAYMONEY', 'FLEXO', 'STRIPE_CARD'] as PaymentSystem[])('%s refund notification', (code) => {
  it('takes back what the order credited', async () => {
    const buyer = await signInAs(t.app, STRIPE.includes(code) ? usPhone() : uniquePhone());
    const before = await balanceOf(t.db, buyer.profileId);
    const link = await buy(buyer, code);
    await t.app.inject({ method: 'POST', url: new URL(link.url, PUBLIC_URL).pathname, payload: { outcome: 'paid' } });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);
    const res = await call('POST', routes.simulatorPay.path, null, { orderId: link.orderId, outcome: 'refund' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderOf(buyer, link.orderId)).status).toBe('refunded');
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before);
  });
});

describe("an operator's refund of what a provider does not report (npm run orders -- refunded)", () => {
  it('takes back what a paid order gave, once, and refuses an order that was never paid', async () => {
    const buyer = await signInAs(t.app, uniquePhone());
    const before = await balanceOf(t.db, buyer.profileId);
    const link = await buy(buyer, 'QIWI_CARD');
    await t.app.inject({ method: 'POST', url: new URL(link.url, PUBLIC_URL).pathname, payload: { outcome: 'paid' } });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);
    expect(await t.app.payments.recordRefund(link.orderId)).toEqual({ status: 'refunded', outcome: 'refunded' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before);
    expect(await t.app.payments.recordRefund(link.orderId)).toEqual({ status: 'refunded', outcome: 'duplicate' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before);

    const open = await buy(buyer, 'QIWI_CARD');
    expect(await t.app.payments.recordRefund(open.orderId)).toEqual({ status: 'pending', outcome: 'not_paid' });
    await expect(t.app.payments.recordRefund(99_999_999)).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});

describe('SOFTPAYMONEY: a callback whose signature does not name the order', () => {
  it('settles the one order it came for: replayed with another order of the same price it changes nothing', async () => {
    const buyer = await signInAs(t.app, uniquePhone());
    const before = await balanceOf(t.db, buyer.profileId);
    const [first, second] = [await buy(buyer, 'SOFTPAYMONEY'), await buy(buyer, 'SOFTPAYMONEY')];
    const genuine = (await providerCallback(buyer, first.orderId, 'SOFTPAYMONEY', 'paid'))!;
    expect((await deliver(genuine)).statusCode).toBe(200);
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);

    // The same signed body with the second order's id in its unsigned data: the token still verifies.
    const body = JSON.parse(genuine.payload);
    body.data.orderId = String(second.orderId);
    const replay = await deliver({ ...genuine, payload: JSON.stringify(body) });
    expect(replay.statusCode).toBe(200);
    expect(await orderOf(buyer, second.orderId)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);

    // The second order's own payment still credits it.
    await t.app.inject({ method: 'POST', url: new URL(second.url, PUBLIC_URL).pathname, payload: { outcome: 'paid' } });
    expect(await orderOf(buyer, second.orderId)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 800);
  });
});

describe('Stripe disputes (chargebacks), verified with constructEvent', () => {
  async function paidStripeOrder() {
    const buyer = await signInAs(t.app, usPhone());
    const before = await balanceOf(t.db, buyer.profileId);
    const link = await buy(buyer, 'STRIPE_CARD');
    await t.app.inject({ method: 'POST', url: new URL(link.url, PUBLIC_URL).pathname, payload: { outcome: 'paid' } });
    const [row] = await t.db.query<{ provider_ref: string; amount_minor: number; currency: string }>(
      { name: 't_stripe_ref', text: 'select provider_ref, amount_minor, currency from orders where id = $1' },
      [link.orderId],
    );
    expect(row!.provider_ref).toMatch(/^pi_/);
    const intent = {
      id: row!.provider_ref,
      orderId: link.orderId,
      amount: row!.amount_minor,
      currency: row!.currency.toLowerCase(),
      customer: null,
      payment_method: null,
      status: 'succeeded' as const,
      metadata: {},
      refunded: false,
    };
    return { buyer, before, link, intent };
  }
  const hook = `${PUBLIC_URL}${webhookPath('stripe')}`;
  const send = (type: string, object: object, secret = 'whsec_simulated_numscope') => deliver(signedEvent(type, object, hook, secret));

  it('a dispute opened takes back what the order credited, once; one signed with another secret changes nothing', async () => {
    const { buyer, before, link, intent } = await paidStripeOrder();
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);
    expect((await send('charge.dispute.created', disputeObject(intent, 'needs_response'), 'whsec_forged_secret')).statusCode).toBe(403);
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);
    expect((await send('charge.dispute.created', disputeObject(intent, 'needs_response'))).statusCode).toBe(200);
    expect((await send('charge.dispute.funds_withdrawn', disputeObject(intent, 'needs_response'))).statusCode).toBe(200);
    expect((await orderOf(buyer, link.orderId)).status).toBe('refunded');
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before);
  });

  it('a dispute closed lost takes the NumCy back; closed won leaves the purchase as it is', async () => {
    const lost = await paidStripeOrder();
    expect((await send('charge.dispute.closed', disputeObject(lost.intent, 'lost'))).statusCode).toBe(200);
    expect((await orderOf(lost.buyer, lost.link.orderId)).status).toBe('refunded');
    expect(await balanceOf(t.db, lost.buyer.profileId)).toBe(lost.before);
    const won = await paidStripeOrder();
    expect((await send('charge.dispute.closed', disputeObject(won.intent, 'won'))).statusCode).toBe(200);
    expect((await orderOf(won.buyer, won.link.orderId)).status).toBe('paid');
    expect(await balanceOf(t.db, won.buyer.profileId)).toBe(won.before + 400);
  });
});

describe('STRIPE_MINI with a saved card', () => {
  it('the second purchase is charged in place on the card saved by the first, and credited by the event', async () => {
    const buyer = await signInAs(t.app, usPhone());
    const before = await balanceOf(t.db, buyer.profileId);
    const email = `mini-${randomUUID().slice(0, 8)}@example.com`;
    const first = await buy(buyer, 'STRIPE_MINI', { email });
    await t.app.inject({ method: 'POST', url: new URL(first.url, PUBLIC_URL).pathname, payload: { outcome: 'paid' } });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);

    const second = await buy(buyer, 'STRIPE_MINI', { email, cardNumber: '4242' });
    expect(new URL(second.url, PUBLIC_URL).pathname).not.toBe(`/api/v1/simulator/pay/${second.orderId}`);
    await expect.poll(async () => (await orderOf(buyer, second.orderId)).status).toBe('paid');
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 800);
  });

  it("forgets an erased account's customer at Stripe too, saved card and all", async () => {
    const buyer = await signInAs(t.app, usPhone());
    const first = await buy(buyer, 'STRIPE_MINI', { email: `gone-${randomUUID().slice(0, 8)}@example.com` });
    await t.app.inject({ method: 'POST', url: new URL(first.url, PUBLIC_URL).pathname, payload: { outcome: 'paid' } });
    const ref = (await customerOf(buyer))!;
    const stripeSim = stripeSimState(loadConfig({ NODE_ENV: 'test' }).paymentProviders.STRIPE_MINI!.secretKey as string);
    expect(stripeSim.customers.get(ref)?.cards).toHaveLength(1);

    const del = await t.app.inject({
      method: 'POST',
      url: routes.accountDelete.path,
      headers: { authorization: buyer.token },
      payload: { number: buyer.phone.replace(/\D/g, ''), removeReviews: '0' },
    });
    expect(del.statusCode).toBe(200);
    await runDueJobs(t.app, async () => (await customerOf(buyer)) === undefined);
    expect(await customerOf(buyer)).toBeUndefined();
    expect(stripeSim.customers.has(ref)).toBe(false);
  });

  it('makes the account a new Stripe customer when Stripe no longer has the stored one, and the purchase goes through', async () => {
    const buyer = await signInAs(t.app, usPhone());
    const first = await buy(buyer, 'STRIPE_CARD');
    const lost = (await customerOf(buyer))!;
    expect(first.url).toBeTruthy();
    // Deleted in Stripe's dashboard (or a stand-in that restarted).
    const stripeSim = stripeSimState(loadConfig({ NODE_ENV: 'test' }).paymentProviders.STRIPE_CARD!.secretKey as string);
    expect(stripeSim.customers.delete(lost)).toBe(true);
    const next = await buy(buyer, 'STRIPE_CARD');
    const now = (await customerOf(buyer))!;
    expect(now).not.toBe(lost);
    expect(stripeSim.customers.has(now)).toBe(true);
    await t.app.inject({ method: 'POST', url: new URL(next.url, PUBLIC_URL).pathname, payload: { outcome: 'paid' } });
    expect((await orderOf(buyer, next.orderId)).status).toBe('paid');
  });

  it("never charges another account's saved card, whatever e-mail the buyer types (decision 051)", async () => {
    const victim = await signInAs(t.app, usPhone());
    const email = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const first = await buy(victim, 'STRIPE_MINI', { email });
    await t.app.inject({ method: 'POST', url: new URL(first.url, PUBLIC_URL).pathname, payload: { outcome: 'paid' } });

    const attacker = await signInAs(t.app, usPhone());
    const before = await balanceOf(t.db, attacker.profileId);
    const attempt = await buy(attacker, 'STRIPE_MINI', { email, cardNumber: '4242' });
    // Checkout's page, not a charge in place: the attacker's own customer has no card.
    expect(new URL(attempt.url, PUBLIC_URL).pathname).toBe(`/api/v1/simulator/pay/${attempt.orderId}`);
    expect((await orderOf(attacker, attempt.orderId)).status).toBe('pending');
    expect(await balanceOf(t.db, attacker.profileId)).toBe(before);
  });
});
