import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentAction } from '../payment-provider.js';
import { choice, order, rawOf, simulatedAdapter, standInApp, tampered } from '../simulators/adapter-test-kit.js';
import { paySelectionCard } from './pay-selection.js';

const ps = simulatedAdapter(paySelectionCard);
const received: PaymentAction[] = [];
const { app, ctx } = await standInApp([ps], {
  endpoint: 'payselection',
  handle(raw) {
    const actions = ps.verifyAndParseCallback({ ...raw, url: `http://127.0.0.1:3000${raw.url}` });
    if (!actions) return 403;
    received.push(...actions);
    return 200;
  },
});
afterAll(() => app.close());
const hook = 'http://127.0.0.1:3000/api/v1/webhooks/payselection';

describe('Pay Selection adapter against its stand-in', () => {
  it('creates the web form with a signed request and reads the signed Payment webhook', async () => {
    const o = order({ id: 801 });
    expect(await ps.createPayment(o, choice('payselection'), ctx)).toEqual({
      kind: 'redirect',
      url: 'http://127.0.0.1:3000/api/v1/simulator/pay/801',
      providerRef: null,
    });
    const req = ps.simulator!.callback(o, 'paid', hook)!;
    expect(ps.verifyAndParseCallback(rawOf(req))).toEqual([
      expect.objectContaining({ orderId: 801, outcome: 'paid', amountMinor: 40000, currency: 'RUB' }),
    ]);
    expect(await ps.queryStatus!(o, ctx)).toMatchObject({ outcome: 'paid', amountMinor: 40000 });
  });

  it('a Fail webhook is failed', async () => {
    const o = order({ id: 802 });
    await ps.createPayment(o, choice('payselection'), ctx);
    expect(ps.verifyAndParseCallback(rawOf(ps.simulator!.callback(o, 'declined', hook)!))?.[0]?.outcome).toBe('failed');
  });

  it('refuses a tampered body, another URL, another site or no signature', async () => {
    const o = order({ id: 803 });
    const req = ps.simulator!.callback(o, 'paid', hook)!;
    expect(ps.verifyAndParseCallback(tampered(req, '"400.00"', '"4000.00"'))).toBeNull();
    expect(ps.verifyAndParseCallback({ ...rawOf(req), url: 'http://evil.example/api/v1/webhooks/payselection' })).toBeNull();
    expect(ps.verifyAndParseCallback(rawOf({ ...req, headers: { ...req.headers, 'X-SITE-ID': '1' } }))).toBeNull();
    expect(ps.verifyAndParseCallback(rawOf({ ...req, headers: { 'content-type': 'application/json', 'X-SITE-ID': '20003' } }))).toBeNull();
  });

  it('a refund at the gateway brings the signed Refund webhook', async () => {
    const o = order({ id: 804 });
    await ps.createPayment(o, choice('payselection'), ctx);
    ps.simulator!.callback(o, 'paid', hook);
    await ps.refund!(o, ctx);
    await expect.poll(() => received.find((a) => a.orderId === 804)).toMatchObject({ outcome: 'refunded', amountMinor: 40000 });
  });
});
