import { afterAll, describe, expect, it } from 'vitest';
import { choice, order, rawOf, simulatedAdapter, standInApp, tampered } from '../simulators/adapter-test-kit.js';
import { primepaymentsCard, primepaymentsQw, primepaymentsSpb, primepaymentsYooMoney } from './primepayments.js';

const adapters = [primepaymentsCard, primepaymentsYooMoney, primepaymentsQw, primepaymentsSpb].map(simulatedAdapter);
const [card, yoo, , spb] = adapters;
const { app, ctx } = await standInApp(adapters);
afterAll(() => app.close());
const url = 'http://127.0.0.1:3000/api/v1/webhooks/primepayments';

describe('PrimePayments adapter against its stand-in', () => {
  it('starts a card payment with a signed initPayment and gets the payment page', async () => {
    const start = await card!.createPayment(order(), choice('primepayments'), ctx);
    expect(start).toEqual({ kind: 'redirect', url: 'http://127.0.0.1:3000/api/v1/simulator/pay/4242', providerRef: null });
  });

  it('SBP (payWay 8) answers a QR payload', async () => {
    const start = await spb!.createPayment(order({ id: 7 }), choice('primepayments'), ctx);
    expect(start.kind).toBe('qr');
  });

  it('reads its own signed callback as paid, with the amount in kopecks', () => {
    const req = card!.simulator!.callback(order({ providerRef: 'pp1' }), 'paid', url)!;
    expect(card!.verifyAndParseCallback(rawOf(req))).toEqual([
      { orderId: 4242, outcome: 'paid', amountMinor: 40000, currency: 'RUB', providerRef: 'pp1', eventId: 'pp1:order_payed' },
    ]);
    expect(card!.answer([], true)).toMatchObject({ status: 200, body: 'OK' });
  });

  it('a cancel is failed, whichever of the four codes reads it', () => {
    const req = yoo!.simulator!.callback(order(), 'declined', url)!;
    expect(yoo!.verifyAndParseCallback(rawOf(req))?.[0]?.outcome).toBe('failed');
    expect(card!.verifyAndParseCallback(rawOf(req))?.[0]?.outcome).toBe('failed');
  });

  it('refuses a forged sum or an unsigned callback', () => {
    const req = card!.simulator!.callback(order(), 'paid', url)!;
    expect(card!.verifyAndParseCallback(tampered(req, 'sum=400.00', 'sum=4000.00'))).toBeNull();
    expect(card!.verifyAndParseCallback(rawOf({ ...req, payload: req.payload.replace(/&sign=[0-9a-f]+/, '') }))).toBeNull();
  });

  it('a wrong secret1 is refused by the provider (the service reports a provider failure)', async () => {
    const bad = simulatedAdapter({
      ...primepaymentsCard,
      options: { ...primepaymentsCard.options, secret1: { ...primepaymentsCard.options.secret1, simulated: 'wrong' } },
    });
    await expect(bad.createPayment(order(), choice('primepayments'), ctx)).rejects.toThrow(/wrong sign/);
  });
});
