import { afterAll, describe, expect, it } from 'vitest';
import { choice, order, rawOf, simulatedAdapter, standInApp, tampered } from '../simulators/adapter-test-kit.js';
import { flexo, flexoNotification } from './flexo.js';
import { flexoSign } from './signature.js';
import { SIMULATED_MERCHANT_PRIVATE_KEY } from './simulated-keys.js';

const fx = simulatedAdapter(flexo);
const { app, ctx } = await standInApp([fx]);
afterAll(() => app.close());
const hook = 'http://127.0.0.1:3000/api/v1/webhooks/flexo';

describe('FLEXO adapter against its stand-in', () => {
  it('gets a payment link with an RSA-signed request and reads the signed notification', async () => {
    const o = order({ id: 1201 });
    expect(await fx.createPayment(o, choice('flexo'), ctx)).toEqual({
      kind: 'redirect',
      url: 'http://127.0.0.1:3000/api/v1/simulator/pay/1201',
      providerRef: null,
    });
    expect(await fx.queryStatus!(o, ctx)).toBeNull();
    const req = fx.simulator!.callback(o, 'paid', hook)!;
    expect(fx.verifyAndParseCallback(rawOf(req))).toEqual([
      expect.objectContaining({ orderId: 1201, outcome: 'paid', amountMinor: 40000, currency: 'RUB' }),
    ]);
    expect(await fx.queryStatus!(o, ctx)).toMatchObject({ outcome: 'paid', amountMinor: 40000 });
  });

  it("refuses a tampered body and a notification signed with our own key instead of FLEXO's", () => {
    const o = order({ id: 1202 });
    const req = fx.simulator!.callback(o, 'paid', hook)!;
    expect(fx.verifyAndParseCallback(tampered(req, '"400.00"', '"4000.00"'))).toBeNull();
    const payload = flexoNotification(o, 'success', 'op');
    const forged = {
      ...req,
      payload,
      headers: { ...req.headers, 'W1-Signature': flexoSign(SIMULATED_MERCHANT_PRIVATE_KEY, 'POST', '/api/v1/webhooks/flexo', payload) },
    };
    expect(fx.verifyAndParseCallback(rawOf(forged))).toBeNull();
  });
});
