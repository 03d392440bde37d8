import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentAction } from '../payment-provider.js';
import { choice, order, rawOf, simulatedAdapter, standInApp, tampered } from '../simulators/adapter-test-kit.js';
import { stripeCard, stripeMini } from './stripe.js';

const card = simulatedAdapter(stripeCard);
const mini = simulatedAdapter(stripeMini);
const received: PaymentAction[][] = [];
// What our webhook route would do with the events the stand-in posts by itself (saved-card charges, refunds).
const { app, ctx } = await standInApp([card, mini], {
  endpoint: 'stripe',
  handle(raw) {
    const actions = card.verifyAndParseCallback(raw) ?? mini.verifyAndParseCallback(raw);
    if (!actions) return 403;
    received.push(actions);
    return 200;
  },
});
afterAll(() => app.close());
const hook = 'http://127.0.0.1:3000/api/v1/webhooks/stripe';
const usd = (over: Parameters<typeof order>[0] = {}) => order({ currency: 'USD', amountMinor: 999, ...over });

describe('Stripe adapters through the SDK and its stand-in', () => {
  it('STRIPE_CARD creates a Checkout Session and reads the signed completed event as paid', async () => {
    const o = usd({ id: 501 });
    const start = await card.createPayment(o, choice('stripe'), ctx);
    expect(start).toMatchObject({ kind: 'redirect', url: 'http://127.0.0.1:3000/api/v1/simulator/pay/501' });
    expect(start.providerRef).toMatch(/^cs_test_/);
    const req = card.simulator!.callback({ ...o, providerRef: start.providerRef }, 'paid', hook)!;
    const actions = card.verifyAndParseCallback(rawOf(req));
    expect(actions).toEqual([expect.objectContaining({ orderId: 501, outcome: 'paid', amountMinor: 999, currency: 'USD' })]);
    expect(mini.verifyAndParseCallback(rawOf(req))?.[0]).toMatchObject({ orderId: 501, outcome: 'paid' });
    expect(await card.queryStatus!({ ...o, providerRef: start.providerRef }, ctx)).toMatchObject({ outcome: 'paid', amountMinor: 999 });
  });

  it('the same Checkout call for one order returns the same session (idempotency key)', async () => {
    const a = await card.createPayment(usd({ id: 502 }), choice('stripe'), ctx);
    const b = await card.createPayment(usd({ id: 502 }), choice('stripe'), ctx);
    expect(b.providerRef).toBe(a.providerRef);
  });

  it('refuses a forged or tampered event', () => {
    const o = usd({ id: 503 });
    return card.createPayment(o, choice('stripe'), ctx).then(() => {
      const req = card.simulator!.callback(o, 'paid', hook)!;
      expect(card.verifyAndParseCallback(tampered(req, '"amount_total": 999', '"amount_total": 99900'))).toBeNull();
      expect(card.verifyAndParseCallback(rawOf({ ...req, headers: { 'content-type': 'application/json' } }))).toBeNull();
    });
  });

  it("STRIPE_MINI goes through Checkout first, then charges the card saved on the account's own customer in place", async () => {
    const email = `mini-${Date.now()}@example.com`;
    const customerRef = await mini.createCustomer!(9001, ctx);
    expect(customerRef).toMatch(/^cus_/);
    const first = usd({ id: 601, email, customerRef });
    const start = await mini.createPayment(first, choice('stripe'), ctx);
    expect(start.providerRef).toMatch(/^cs_test_/);
    const paid = mini.verifyAndParseCallback(rawOf(mini.simulator!.callback(first, 'paid', hook)!));
    expect(paid?.[0]).toMatchObject({ orderId: 601, outcome: 'paid' });

    const second = usd({ id: 602, email, amountMinor: 1999, customerRef });
    const again = await mini.createPayment(second, choice('stripe', { cardNumber: '4242' }), ctx);
    expect(again).toMatchObject({ kind: 'redirect', url: 'http://127.0.0.1:3000/payment/success' });
    expect(again.providerRef).toMatch(/^pi_/);
    await expect
      .poll(() => received.flat().find((a) => a.orderId === 602))
      .toMatchObject({ outcome: 'paid', amountMinor: 1999, currency: 'USD' });

    // Another account typing the same e-mail has a customer of its own, with no card: Checkout, no charge.
    const other = await mini.createCustomer!(9002, ctx);
    expect(other).not.toBe(customerRef);
    const third = await mini.createPayment(usd({ id: 603, email, customerRef: other }), choice('stripe', { cardNumber: '4242' }), ctx);
    expect(third.providerRef).toMatch(/^cs_test_/);
    // Asking again for the same account returns the same customer (idempotency key).
    expect(await mini.createCustomer!(9001, ctx)).toBe(customerRef);
  });

  it('a refund through the API posts charge.refunded, read as refunded', async () => {
    const o = usd({ id: 701 });
    const start = await card.createPayment(o, choice('stripe'), ctx);
    card.verifyAndParseCallback(rawOf(card.simulator!.callback(o, 'paid', hook)!));
    await card.refund!({ ...o, providerRef: start.providerRef }, ctx);
    await expect.poll(() => received.flat().find((a) => a.orderId === 701)).toMatchObject({ outcome: 'refunded', amountMinor: 999 });
  });
});
