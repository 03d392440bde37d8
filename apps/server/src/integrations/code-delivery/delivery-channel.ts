import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthInstruction, AuthMethod } from '@numscope/contract';
import { AppError } from '../../errors.js';

/** A provider webhook as it arrived: the raw bytes are what providers sign. */
export interface RawWebhook {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The full public URL the provider called (Twilio signs it). */
  url: string;
}

/**
 * What a verified webhook means for sign-in, in our own terms. `eventId` is the provider's id of
 * the update, so a redelivery is recognised and changes nothing.
 */
export type ChannelEvent =
  /** A messenger user opened our deep link / sent the code; the phone is not known yet. */
  | { kind: 'start'; method: AuthMethod; eventId: string; channelUser: string; code: string }
  /** The messenger user shared their own phone number. */
  | { kind: 'contact'; method: AuthMethod; eventId: string; channelUser: string; phone: string }
  /** A message that carries the code, from a known phone number (WhatsApp, SMS). */
  | { kind: 'message'; method: AuthMethod; eventId: string; phone: string; text: string }
  /** A call from a phone to one of our flash-call numbers. */
  | { kind: 'call'; method: AuthMethod; eventId: string; phone: string; to: string }
  /** Verified but refused; `reply` goes back to the user. */
  | { kind: 'refused'; method: AuthMethod; eventId: string; channelUser: string; reason: string };

/** A message to a user through a provider's API (bot replies). */
export interface Outbound {
  channel: string;
  recipient: string;
  payload: Record<string, unknown>;
}

/** One webhook endpoint of one provider. */
export interface WebhookAdapter {
  /** Namespace of event ids (a provider's update ids are unique only within it). */
  name: string;
  /** Verifies the provider's signature and translates the update; throws WEBHOOK_SIGNATURE_INVALID. */
  parse(raw: RawWebhook): ChannelEvent[];
}

/** One confirmation method as the login page shows it, and how the bot asks for a contact. */
export interface DeliveryChannel {
  method: AuthMethod;
  instruction(code: string, callNumber: string | null): AuthInstruction;
  /** Messengers that learn the phone from a shared contact ask for it with this message. */
  askForContact?(channelUser: string): Outbound;
  /** A short reply to the user (why a code was refused, or that sign-in succeeded). */
  reply?(channelUser: string, text: string): Outbound;
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

export function refuseSignature(): never {
  throw new AppError('WEBHOOK_SIGNATURE_INVALID');
}

export function parseJson(raw: RawWebhook): unknown {
  try {
    return JSON.parse(raw.body.toString('utf8'));
  } catch {
    throw new AppError('WEBHOOK_REFUSED');
  }
}

/** Digits of a phone as providers send them (with or without +) → E.164. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits}`;
}
