import { afterAll, describe, expect, it } from 'vitest';
import { choice, order, rawOf, simulatedAdapter, standInApp, tampered } from '../simulators/adapter-test-kit.js';
import { softpay } from './softpay.js';

const sp = simulatedAdapter(softpay);
const { app, ctx } = await standInApp([sp]);
afterAll(() => app.close());
const hook = 'http://127.0.0.1:3000/api/v1/webhooks/softpay';

describe('SoftPay adapter against its stand-in', () => {
  it('creates an order for the product link and reads the token-checked webhook as paid', async () => {
    const o = order({ id: 1101 });
    const start = await sp.createPayment(o, choice('softpay'), ctx);
    expect(start).toMatchObject({ kind: 'redirect', url: 'http://127.0.0.1:3000/api/v1/simulator/pay/1101' });
    const req = sp.simulator!.callback({ ...o, providerRef: start.providerRef }, 'paid', hook)!;
    expect(sp.verifyAndParseCallback(rawOf(req))).toEqual([
      expect.objectContaining({ orderId: 1101, outcome: 'paid', amountMinor: 40000, currency: 'RUB' }),
    ]);
    expect(sp.answer([], true).status).toBe(200);
  });

  it('refuses a changed amount, a wrong token or none', () => {
    const req = sp.simulator!.callback(order({ id: 1102 }), 'paid', hook)!;
    expect(sp.verifyAndParseCallback(tampered(req, '"paidAmount":400', '"paidAmount":4000'))).toBeNull();
    expect(sp.verifyAndParseCallback(tampered(req, '"token":"', '"token":"0'))).toBeNull();
    const body = JSON.parse(req.payload) as Record<string, unknown>;
    delete body.token;
    expect(sp.verifyAndParseCallback(rawOf({ ...req, payload: JSON.stringify(body) }))).toBeNull();
  });

  it("the order in data is outside the token (the provider's rule): only the amount check on the order stops a replay onto another order", () => {
    const req = sp.simulator!.callback(order({ id: 1103 }), 'paid', hook)!;
    expect(sp.verifyAndParseCallback(tampered(req, '"orderId":"1103"', '"orderId":"1104"'))?.[0]?.orderId).toBe(1104);
  });
});
