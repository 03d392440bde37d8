import { describe, expect, it } from 'vitest';
import { qiwiNotificationSignature } from './signature.js';

const bill = { siteId: 'test', billId: 'test_bill', amount: { value: 1, currency: 'RUB' }, status: { value: 'PAID' } };

describe('QIWI notification signature', () => {
  it("reproduces the SDKs' published vector", () => {
    expect(qiwiNotificationSignature('test-merchant-secret-for-signature-check', bill)).toBe(
      '07e0ebb10916d97760c196034105d010607a6c6b7d72bfa1c3451448ac484a3b',
    );
    expect(
      qiwiNotificationSignature('test-merchant-secret-for-signature-check', { ...bill, amount: { value: '1', currency: 'RUB' } }),
    ).toBe('07e0ebb10916d97760c196034105d010607a6c6b7d72bfa1c3451448ac484a3b');
  });

  it('differs for another status', () => {
    expect(qiwiNotificationSignature('test-merchant-secret-for-signature-check', { ...bill, status: { value: 'REJECTED' } })).not.toBe(
      '07e0ebb10916d97760c196034105d010607a6c6b7d72bfa1c3451448ac484a3b',
    );
  });
});
