import { describe, expect, it } from 'vitest';
import { paylamaSignature } from './signature.js';

describe('Paylama signature', () => {
  it('is HMAC-SHA512 hex (RFC 4231 test case 2)', () => {
    expect(paylamaSignature('Jefe', 'what do ya want for nothing?')).toBe(
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    );
  });

  it('covers the exact body bytes: re-serialised JSON is another signature', () => {
    const a = paylamaSignature('s', '{"amount":400,"currencyID":1}');
    expect(a).not.toBe(paylamaSignature('s', '{"amount": 400, "currencyID": 1}'));
  });
});
