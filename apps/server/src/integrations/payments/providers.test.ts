import { describe, expect, it } from 'vitest';
import { PAYMENT_SYSTEMS } from '@numscope/contract';
import { createPaymentRegistry, loadPaymentOptions } from './registry.js';

describe('payment providers from the environment', () => {
  it('outside production every code of spec §9 has an adapter on simulated values', () => {
    const { options, issues } = loadPaymentOptions({}, false);
    expect(issues).toEqual([]);
    expect([...createPaymentRegistry(options).codes].sort()).toEqual([...PAYMENT_SYSTEMS].sort());
  });

  it('in production nothing is simulated: a family is on only when its own variables are all set', () => {
    expect(createPaymentRegistry(loadPaymentOptions({}, true).options).codes).toEqual([]);
    const qiwi = { QIWI_SECRET_KEY: 'live-secret-key-123', QIWI_SITE_ID: 'site-1' };
    expect(createPaymentRegistry(loadPaymentOptions(qiwi, true).options).codes).toEqual(['QIWI_CARD', 'QIWI_WALLET']);
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_live_x' };
    expect(createPaymentRegistry(loadPaymentOptions(stripe, true).options).codes).toEqual(['STRIPE_CARD', 'STRIPE_MINI']);
  });
});
