import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors.js';

/** A provider webhook as it arrived: the raw bytes are what providers sign. */
export interface RawWebhook {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The full public URL the provider called (Twilio signs it). */
  url: string;
}

declare const verifiedBrand: unique symbol;
/** A webhook whose signature the provider's adapter has checked; only `verify` makes one. */
export type VerifiedRequest = RawWebhook & { readonly [verifiedBrand]: true };

export const markVerified = (raw: RawWebhook): VerifiedRequest => raw as VerifiedRequest;

/**
 * The webhook side of a provider's adapter. `verify` checks the signature (null: it does not
 * match); `parseWebhook` turns a verified request into our own actions; both never touch state.
 */
export interface WebhookAdapter<Action> {
  /** Path segment under /api/v1/webhooks/, and the namespace of the provider's event ids. */
  endpoint: string;
  verify(raw: RawWebhook): VerifiedRequest | null;
  parseWebhook(request: VerifiedRequest): Action[];
  /** The body the provider expects back (Twilio wants TwiML); JSON with the outcomes otherwise. */
  respond?(outcomes: string[]): { contentType: string; body: string };
  /** The GET handshake some providers make when the webhook is registered (WhatsApp's hub.challenge). */
  handshake?(query: Record<string, string | undefined>): string | null;
}

export function header(raw: RawWebhook, name: string): string | undefined {
  const v = raw.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** Constant-time comparison of two strings (signatures, secret tokens). */
export function safeEqual(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function hmacHex(algorithm: 'sha256', key: string, data: Buffer | string): string {
  return createHmac(algorithm, key).update(data).digest('hex');
}

/** A verified body that is not what the provider documents. */
export function parseJson(raw: RawWebhook): unknown {
  try {
    return JSON.parse(raw.body.toString('utf8'));
  } catch {
    throw new AppError('WEBHOOK_REFUSED');
  }
}

/** An HTTP request exactly as a provider would send it to our webhook (simulators build these). */
export interface SimulatedRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}
