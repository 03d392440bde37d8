import type { AuthInstruction, AuthMethod } from '@numscope/contract';
import type { SimulatedRequest, WebhookAdapter } from '../provider-kit/webhook.js';

export type { RawWebhook } from '../provider-kit/webhook.js';

/**
 * What a verified webhook means for sign-in, in our own terms. `eventId` is the provider's id of
 * the update, so a redelivery is recognised and changes nothing.
 */
export type ChannelEvent = (
  | /** A messenger user opened our deep link / sent the code; the phone is not known yet. */
    { kind: 'start'; method: AuthMethod; eventId: string; channelUser: string; code: string }
    /**
     * The messenger user shared a phone number. `nonce` is what the provider echoed of our
     * share-phone request (Viber's tracking_data), for channels whose contact card does not itself
     * prove it is the sender's own (those with `contactNonce`).
     */
  | { kind: 'contact'; method: AuthMethod; eventId: string; channelUser: string; phone: string; nonce?: string | null }
  /** A message that carries the code, from a known phone number (WhatsApp, SMS). */
  | { kind: 'message'; method: AuthMethod; eventId: string; phone: string; text: string }
  /** A call from a phone to one of our flash-call numbers. */
  | { kind: 'call'; method: AuthMethod; eventId: string; phone: string; to: string }
  /** Verified but refused; for `contact_not_own` a reply goes back to the messenger user. */
  | { kind: 'refused'; method: AuthMethod; eventId: string; channelUser: string | null; reason: RefusalReason }
) & {
  /**
   * When the provider says the user sent it (epoch seconds), for providers that stamp their
   * events; NaN when such a provider's stamp is missing. Older than the freshness window: refused.
   */
  sentAt?: number;
};

/** Why a verified event was refused (reported as the webhook outcome). */
export type RefusalReason = 'contact_not_own' | 'wrong_recipient' | 'caller_unverified';

/** A message to a user through a provider's API (bot replies). `channel` is the provider id. */
export interface Outbound {
  channel: string;
  recipient: string;
  payload: Record<string, unknown>;
}

/** One confirmation method as the login page shows it, and how the bot asks for a contact. */
export interface DeliveryChannel {
  method: AuthMethod;
  instruction(code: string, callNumber: string | null): AuthInstruction;
  /**
   * Messengers that learn the phone from a shared contact ask for it with this message; `nonce`
   * travels with it where the provider echoes it back with the contact (Viber's tracking_data).
   */
  askForContact?(channelUser: string, nonce: string): Outbound;
  /**
   * For channels whose contact card does not prove it is the sender's own number (Viber has no
   * contact.user_id): the value our share-phone request for this code and user carries, which the
   * contact must echo; such a messenger account also stays pinned to the one phone it confirmed.
   */
  contactNonce?(code: string, channelUser: string): string;
  /** A short reply to the user (why a code was refused, or that sign-in succeeded). */
  reply?(channelUser: string, text: string): Outbound;
  /**
   * A notification message (docs/decisions/022-notifications.md). `silent` asks the messenger to
   * deliver it without sound where its protocol can (Telegram's disable_notification; WhatsApp
   * and Viber have no such field, their users mute the chat instead).
   */
  notice?(recipient: string, text: string, silent: boolean): Outbound;
}

/** A simulated phone confirming a code (simulators and tests): what the provider would send us. */
export interface Simulation {
  phone: string;
  code: string;
  /** The flash-call number the code holds, if any. */
  callNumber: string | null;
  publicUrl: string;
}

/** A sign-in provider's adapter: its channel, webhook, outbound calls and simulator, all in one place. */
export interface SignInAdapter extends DeliveryChannel {
  webhook?: WebhookAdapter<ChannelEvent>;
  /** Sends a bot message through the provider's API; throws when refused, so the delivery job retries. */
  send?(msg: Outbound, idempotencyKey: string): Promise<void>;
  /** Numbers a flash call can be made to (each pending code holds one). */
  callNumbers?: string[];
  /** The provider's real, signed webhook requests for a phone that confirms a code. */
  simulate(s: Simulation): SimulatedRequest[];
}

/** Digits of a phone as providers send them (with or without +) → E.164. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits}`;
}

/** A stable messenger user id for a simulated phone, as a real messenger keeps one per person. */
export function simulatedUserId(phone: string): number {
  return 100_000 + Number(phone.replace(/\D/g, '').slice(-9));
}

let sequence = Date.now() % 1_000_000_000;
/** Update, message and call ids of simulated provider events: unique within a process. */
export const nextSimulatedId = () => ++sequence;

/** JSON POSTs and their own headers, as a simulated provider sends them. */
export function simulatedJson(path: string, body: unknown, headers: (payload: string) => Record<string, string>): SimulatedRequest {
  const payload = JSON.stringify(body);
  return { method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers(payload) }, payload };
}

/** Posts JSON to a provider's API; a non-2xx answer throws, so the delivery job retries it. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`provider answered ${res.status}`);
}
