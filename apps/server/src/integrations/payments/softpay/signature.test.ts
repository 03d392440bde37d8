import { describe, expect, it } from 'vitest';
import { softpayToken } from './signature.js';

const body = {
  paidAt: '2026-11-23T10:00:00Z',
  promocodeName: null,
  promocodeType: null,
  recurrent: false,
  productLink: 'https://softpaymoney.com/p/abc',
  paidAmount: 400,
  payerPhone: '79161234567',
  payerEmail: 'a@b.ru',
  payer: 'Ivan',
  type: 'payment',
  amount: 400,
  status: 'success',
  token: 'whatever was sent',
  data: { orderId: 'x' },
  questions: [],
  paymentId: 'p1',
};

describe('SoftPay token', () => {
  it('hashes the sorted values with the secret, token blank, data/questions/paymentId left out (derived)', () => {
    // sha256 of '400' '400' '2026-11-23T10:00:00Z' 'Ivan' 'a@b.ru' '79161234567' 'https://softpaymoney.com/p/abc'
    // '' '' 'false' 'sp-secret' 'success' '' 'payment' (keys sorted: amount … secret, status, token, type).
    expect(softpayToken(body, 'sp-secret')).toBe('ba11d2fbb8648c3fb8ff3d784a14443b51705d75f5e2db31fc4bcf5b0690cefb');
  });

  it('ignores the unsigned fields and the token sent, but not the amount', () => {
    const t = softpayToken(body, 'sp-secret');
    expect(softpayToken({ ...body, data: { orderId: 'y' }, paymentId: 'p2', token: 'x' }, 'sp-secret')).toBe(t);
    expect(softpayToken({ ...body, paidAmount: 1 }, 'sp-secret')).not.toBe(t);
    expect(softpayToken(body, 'other')).not.toBe(t);
  });
});
