import { describe, expect, it } from 'vitest';
import { formatMinor, parseMajor } from '../money.js';
import { paymentSignature, phpUrlencode, resultSignature, stateSignature, successSignature } from './robokassa.js';

// Vectors: docs/payments/payment-vectors.md §1 (R1–R6), published by the official PHP SDK and dev-aces/robokassa.
describe('Robokassa signatures', () => {
  it('R1: payment form without Shp, with and without InvId', () => {
    expect(paymentSignature({ login: 'my_merchant_login', outSum: '100.00', invId: 42, password1: 'my_password1' })).toBe(
      '7642fdc174d0aabe022d992afd59f276',
    );
    expect(paymentSignature({ login: 'my_merchant_login', outSum: '100.00', invId: 0, password1: 'my_password1' })).toBe(
      'cd9e54da801539e5bb4d6d371f6fef3f',
    );
  });

  it('R2: ResultURL check with a user parameter', () => {
    expect(resultSignature({ outSum: '200.00', invId: '84', password2: 'my_password2', shp: { shp_interface: 'link' } })).toBe(
      '95286fdc8024655ceb9034539bac1180',
    );
  });

  it('R3: Receipt in the payment signature, with a Shp parameter', () => {
    const receipt =
      '{"items":[{"name":"test","quantity":1,"sum":200,"payment_method":"full_payment","payment_object":"service","tax":"vat20"}]}';
    expect(
      paymentSignature({
        login: 'test-socionom.org',
        outSum: '200.00',
        invId: 0,
        receipt,
        password1: 'my_password1',
        shp: { shp_interface: 'link' },
      }),
    ).toBe('888f7275e88d20ead0fc62cdf5b69f72');
  });

  it('R4: Shp values URL-encoded as PHP does before signing', () => {
    expect(paymentSignature({ login: 'login', outSum: '5', invId: 9, password1: 'p1', shp: { Shp_order: phpUrlencode('abc 1') } })).toBe(
      '46e153d00db13ba3848be7d08f1cf62f',
    );
  });

  it('R6: URL-encoded Receipt and Shp', () => {
    const receipt = phpUrlencode(
      '{"items":[{"name":"Subscription","quantity":1,"sum":100,"payment_method":"full_payment","payment_object":"service","tax":"none"}]}',
    );
    expect(receipt.startsWith('%7B%22items%22%3A%5B')).toBe(true);
    expect(
      paymentSignature({
        login: 'login',
        outSum: '100.00',
        invId: 200002,
        receipt,
        password1: 'p1',
        shp: { Shp_order: phpUrlencode('abc 1') },
      }),
    ).toBe('1be6746b70e8f702171f85e427399a9e');
  });

  it('sorts Shp pairs and signs success and state checks with the right password', () => {
    const a = resultSignature({ outSum: '200.00', invId: '84', password2: 'p2', shp: { Shp_user_id: '123', Shp_email: 'test@test.com' } });
    const b = resultSignature({ outSum: '200.00', invId: '84', password2: 'p2', shp: { Shp_email: 'test@test.com', Shp_user_id: '123' } });
    expect(a).toBe(b);
    expect(successSignature({ outSum: '1.00', invId: '1', password1: 'x' })).not.toBe(
      resultSignature({ outSum: '1.00', invId: '1', password2: 'x2' }),
    );
    expect(stateSignature({ login: 'l', invId: 7, password2: 'p2' })).toMatch(/^[0-9a-f]{32}$/);
    expect(paymentSignature({ login: 'l', outSum: '1.00', invId: 1, password1: 'p', hash: 'sha256' })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('money', () => {
  it('formats and parses minor units exactly', () => {
    expect(formatMinor(10000)).toBe('100.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(parseMajor('100.00')).toBe(10000);
    expect(parseMajor('100.000000')).toBe(10000);
    expect(parseMajor('99.9')).toBe(9990);
    expect(parseMajor('1.005')).toBeNull();
    expect(parseMajor('1e3')).toBeNull();
  });
});
