import { describe, expect, it } from 'vitest';
import { callbackSign, initPaymentSign } from './signature.js';

describe('PrimePayments signatures', () => {
  it('reproduces the initPayment sign for the docs test project (PP1)', () => {
    expect(initPaymentSign({ secret1: 'test_API', project: '1', sum: '10', currency: 'RUB', innerID: '1', email: 'test@test.com' })).toBe(
      '9cc438d067ba6d9a473a48fdb2f4111a',
    );
  });

  it('appends payWay last when one is chosen', () => {
    // md5('test_APIinitPayment110RUB1test@test.com8'), our own regression value.
    expect(
      initPaymentSign({ secret1: 'test_API', project: '1', sum: '10', currency: 'RUB', innerID: '1', email: 'test@test.com', payWay: '8' }),
    ).toBe('ff1591f458b2e49c5717f96a6bd7217a');
  });

  it('signs a callback with secret2 over orderID, payWay, innerID, sum and webmaster_profit', () => {
    const fields = { orderID: '123456', payWay: '1', innerID: '42', sum: '400.00', webmaster_profit: '380.00' };
    const sig = callbackSign({ secret2: 'test_API2', ...fields });
    // md5('test_API2' + '123456' + '1' + '42' + '400.00' + '380.00'): derived, no published vector.
    expect(sig).toBe('c5873f8f50771daa5644df24618c892f');
    expect(callbackSign({ secret2: 'other', ...fields })).not.toBe(sig);
    expect(callbackSign({ secret2: 'test_API2', ...fields, sum: '401.00' })).not.toBe(sig);
  });
});
