import { createHmac } from 'node:crypto';

/**
 * Paylama (no public docs; finfex/payment_services lib/payment_services/paylama/client.rb):
 * header `Signature` = hex HMAC-SHA512 keyed by the secret over the exact JSON body sent.
 */
export function paylamaSignature(secret: string, body: Buffer | string): string {
  return createHmac('sha512', secret).update(body).digest('hex');
}
