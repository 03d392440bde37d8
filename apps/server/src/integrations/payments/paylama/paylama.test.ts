import { afterAll, describe, expect, it } from 'vitest';
import { choice, order, rawOf, simulatedAdapter, standInApp } from '../simulators/adapter-test-kit.js';
import { paylama, paylamaAlt, paylamaSpb } from './paylama.js';

const card = simulatedAdapter(paylama);
const alt = simulatedAdapter(paylamaAlt);
const spb = simulatedAdapter(paylamaSpb);
const { app, ctx } = await standInApp([card, alt, spb]);
afterAll(() => app.close());

describe('Paylama adapters against their stand-in (status polling)', () => {
  it('a card invoice is pending until paid, then the poll reads paid with the amount', async () => {
    const o = order({ id: 1001 });
    const start = await card.createPayment(o, choice('paylama'), ctx);
    expect(start).toMatchObject({ kind: 'redirect', url: 'http://127.0.0.1:3000/api/v1/simulator/pay/1001' });
    const placed = { ...o, providerRef: start.providerRef };
    expect(await card.queryStatus!(placed, ctx)).toBeNull();
    expect(card.simulator!.callback(placed, 'paid', '')).toBeNull();
    expect(await card.queryStatus!(placed, ctx)).toMatchObject({ orderId: 1001, outcome: 'paid', amountMinor: 40000, currency: 'RUB' });
  });

  it('PAYLAMA_ALT takes payType 5 or falls back to 2; a decline polls as failed', async () => {
    const o = order({ id: 1002 });
    const start = await alt.createPayment(o, choice('paylama', { payType: 1 }), ctx);
    const placed = { ...o, providerRef: start.providerRef };
    alt.simulator!.callback(placed, 'declined', '');
    expect(await alt.queryStatus!(placed, ctx)).toMatchObject({ outcome: 'failed' });
  });

  it('PAYLAMA_SPB answers a QR payload', async () => {
    const start = await spb.createPayment(order({ id: 1003 }), choice('paylama'), ctx);
    expect(start.kind).toBe('qr');
    expect(start.kind === 'qr' && decodeURIComponent(start.qr)).toContain('https://qr.nspk.ru/');
  });

  it('no request to the Paylama endpoint credits anything; kopecks are refused before any call', async () => {
    expect(card.verifyAndParseCallback(rawOf({ method: 'POST', url: 'x', headers: {}, payload: '{"status":"Succeed"}' }))).toBeNull();
    await expect(card.createPayment(order({ amountMinor: 40050 }), choice('paylama'), ctx)).rejects.toThrow(/whole roubles/);
  });
});
