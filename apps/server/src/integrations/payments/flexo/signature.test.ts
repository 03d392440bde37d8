import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { flexoSign, flexoVerify, signingString } from './signature.js';
import { SIMULATED_FLEXO_PUBLIC_KEY, SIMULATED_MERCHANT_PRIVATE_KEY } from './simulated-keys.js';

const merchantPublic = createPublicKey(SIMULATED_MERCHANT_PRIVATE_KEY).export({ type: 'spki', format: 'pem' }).toString();

describe('FLEXO W1-Signature', () => {
  it('signs METHOD\\nURI\\nBODY (no published vector: PKCS#1 v1.5 is deterministic, so this is our regression value)', () => {
    expect(signingString('post', '/paymentpageapi/42/create_payment_link', '{"a":1}')).toBe(
      'POST\n/paymentpageapi/42/create_payment_link\n{"a":1}',
    );
    expect(flexoSign(SIMULATED_MERCHANT_PRIVATE_KEY, 'POST', '/paymentpageapi/42/create_payment_link', '{"a":1}')).toBe(
      'Lz5Jz7FB/Bqkoxm9Kl9kx2HKE6AlwDEHr5taeljIsSlmDesm5CGdR11ulvw0p4B/ocsqVpA5VnIuD3xfsedfl3HBUqWhVC40KMKj6md6y/g1GN0fuekFoWj437onvF+pbcyrRUe0aiHlICf1RpPBPX+d2Fu88Hvo04D8XZo+jUHuRLjTuIvRfQikKZopSpk5oOs/0RPsKBAH/DtJs+p6/PFaaPEsT76FsDZx6cd/99nRApmsg/gtol24hf9oN6XsacLKHfCJZwlBBCMrE7FTj4N7E+lZ1Jke2rWYZROgcIvNvetwWr6Sd33OyeLtbjIegEGhnCn6xbYG3RdrdLkepQ==',
    );
  });

  it("verifies with the signer's public key only, and only the signed bytes", () => {
    const sig = flexoSign(SIMULATED_MERCHANT_PRIVATE_KEY, 'POST', '/n', '{"amount":400}');
    expect(flexoVerify(merchantPublic, 'POST', '/n', '{"amount":400}', sig)).toBe(true);
    expect(flexoVerify(merchantPublic, 'POST', '/n', '{"amount":401}', sig)).toBe(false);
    expect(flexoVerify(SIMULATED_FLEXO_PUBLIC_KEY, 'POST', '/n', '{"amount":400}', sig)).toBe(false);
    expect(flexoVerify(merchantPublic, 'POST', '/n', '{"amount":400}', undefined)).toBe(false);
    expect(flexoVerify(merchantPublic, 'POST', '/n', '{"amount":400}', 'not base64 at all')).toBe(false);
  });
});
