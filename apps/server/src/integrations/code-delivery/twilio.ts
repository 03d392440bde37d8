import { createHmac } from 'node:crypto';
import type { AuthMethod } from '@numscope/contract';
import { AppError } from '../../errors.js';
import { header, refuseSignature, safeEqual, toE164, type ChannelEvent, type DeliveryChannel, type RawWebhook, type WebhookAdapter } from './delivery-channel.js';

/**
 * Twilio's webhook signature: base64 HMAC-SHA1, keyed by the auth token, of the full URL followed
 * by every POST parameter name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const data = url + [...params.keys()].sort().map((k) => k + params.getAll(k).join('')).join('');
  return createHmac('sha1', authToken).update(data).digest('base64');
}

function verified(raw: RawWebhook, authToken: string): URLSearchParams {
  const params = new URLSearchParams(raw.body.toString('utf8'));
  if (!safeEqual(header(raw, 'x-twilio-signature'), twilioSignature(authToken, raw.url, params))) refuseSignature();
  return params;
}

/** SMS: the user texts the code to our number; Twilio posts the inbound message (From, Body, MessageSid). */
export function smsChannel(cfg: { authToken: string; number: string }): DeliveryChannel & WebhookAdapter {
  const method: AuthMethod = 'sms';
  return {
    method,
    name: 'sms',
    instruction(code) {
      return { method, link: `sms:${cfg.number}?body=${code}`, number: cfg.number, text: code, qr: `SMSTO:${cfg.number}:${code}` };
    },
    parse(raw) {
      const p = verified(raw, cfg.authToken);
      const sid = p.get('MessageSid');
      const from = p.get('From');
      if (!sid || !from) throw new AppError('WEBHOOK_REFUSED');
      return [{ kind: 'message', method, eventId: sid, phone: toE164(from), text: (p.get('Body') ?? '').trim() } satisfies ChannelEvent];
    },
  };
}

/**
 * Flash call: each pending code holds one of our numbers; the user calls it and we reject the call
 * (nothing is charged). Twilio posts the incoming call (From, To, CallSid).
 */
export function flashcallChannel(cfg: { authToken: string }): DeliveryChannel & WebhookAdapter {
  const method: AuthMethod = 'flashcall';
  return {
    method,
    name: 'flashcall',
    instruction(_code, callNumber) {
      return { method, link: callNumber ? `tel:${callNumber}` : null, number: callNumber, text: null, qr: callNumber ? `tel:${callNumber}` : null };
    },
    parse(raw) {
      const p = verified(raw, cfg.authToken);
      const sid = p.get('CallSid');
      const from = p.get('From');
      const to = p.get('To');
      if (!sid || !from || !to) throw new AppError('WEBHOOK_REFUSED');
      return [{ kind: 'call', method, eventId: sid, phone: toE164(from), to: toE164(to) } satisfies ChannelEvent];
    },
  };
}
