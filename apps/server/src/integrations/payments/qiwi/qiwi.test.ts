import { afterAll, describe, expect, it } from 'vitest';
import { choice, order, rawOf, simulatedAdapter, standInApp, tampered } from '../simulators/adapter-test-kit.js';
import { qiwiCard, qiwiWallet } from './qiwi.js';

const card = simulatedAdapter(qiwiCard);
const wallet = simulatedAdapter(qiwiWallet);
const { app, ctx } = await standInApp([card, wallet]);
afterAll(() => app.close());
const hook = 'http://127.0.0.1:3000/api/v1/webhooks/qiwi';

describe('QIWI P2P adapters against their stand-in', () => {
  it('QIWI_CARD creates a card bill and reads the signed PAID notification', async () => {
    const o = order({ id: 901 });
    const start = await card.createPayment(o, choice('qiwi'), ctx);
    expect(start).toMatchObject({ kind: 'redirect', providerRef: 'numscope-901' });
    expect(start.kind === 'redirect' && start.url.startsWith('http://127.0.0.1:3000/api/v1/simulator/pay/901?successUrl=')).toBe(true);
    const req = card.simulator!.callback(o, 'paid', hook)!;
    expect(card.verifyAndParseCallback(rawOf(req))).toEqual([
      expect.objectContaining({ orderId: 901, outcome: 'paid', amountMinor: 40000, currency: 'RUB', providerRef: 'numscope-901' }),
    ]);
    expect(wallet.verifyAndParseCallback(rawOf(req))?.[0]).toMatchObject({ orderId: 901, outcome: 'paid' });
    expect(card.answer([], true)).toEqual({ status: 200, contentType: 'application/json', body: '{"error":"0"}' });
    expect(await card.queryStatus!(o, ctx)).toMatchObject({ outcome: 'paid' });
  });

  it('QIWI_WALLET sends paySourcesFilter qw; a rejected bill is failed', async () => {
    const o = order({ id: 902 });
    await wallet.createPayment(o, choice('qiwi'), ctx);
    const req = wallet.simulator!.callback(o, 'declined', hook)!;
    expect(JSON.parse(req.payload).bill.customFields.paySourcesFilter).toBe('qw');
    expect(wallet.verifyAndParseCallback(rawOf(req))?.[0]?.outcome).toBe('failed');
  });

  it('refuses a changed amount or a missing signature', async () => {
    const o = order({ id: 903 });
    await card.createPayment(o, choice('qiwi'), ctx);
    const req = card.simulator!.callback(o, 'paid', hook)!;
    expect(card.verifyAndParseCallback(tampered(req, '"400.00"', '"4000.00"'))).toBeNull();
    expect(card.verifyAndParseCallback(rawOf({ ...req, headers: { 'content-type': 'application/json' } }))).toBeNull();
  });
});
