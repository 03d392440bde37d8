import type { AuthMethod } from '@numscope/contract';
import { AppError } from '../../errors.js';
import { header, hmacHex, parseJson, refuseSignature, safeEqual, toE164, type ChannelEvent, type DeliveryChannel, type WebhookAdapter } from './delivery-channel.js';

interface WhatsappPayload {
  object?: string;
  entry?: {
    changes?: {
      field?: string;
      value?: {
        metadata?: { phone_number_id?: string };
        messages?: { from: string; id: string; type: string; text?: { body?: string } }[];
      };
    }[];
  }[];
}

export interface WhatsappNumber {
  method: Extract<AuthMethod, 'whatsapp' | 'whatsappBusiness'>;
  number: string;
  phoneNumberId: string;
}

/** The user sends the code to our number through wa.me; the sender's number is the message's `from`. */
export function whatsappChannel(n: WhatsappNumber): DeliveryChannel {
  return {
    method: n.method,
    instruction(code) {
      const link = `https://wa.me/${n.number.replace(/\D/g, '')}?text=${code}`;
      return { method: n.method, link, number: n.number, text: code, qr: link };
    },
  };
}

/**
 * WhatsApp Cloud API webhook for both of our numbers (plain and business): the body is signed in
 * X-Hub-Signature-256 with the app secret; metadata.phone_number_id tells which number received it.
 */
export function whatsappWebhook(cfg: { appSecret: string; numbers: WhatsappNumber[] }): WebhookAdapter {
  return {
    name: 'whatsapp',
    parse(raw) {
      const expected = `sha256=${hmacHex('sha256', cfg.appSecret, raw.body)}`;
      if (!safeEqual(header(raw, 'x-hub-signature-256'), expected)) refuseSignature();
      const payload = parseJson(raw) as WhatsappPayload;
      if (payload?.object !== 'whatsapp_business_account') throw new AppError('WEBHOOK_REFUSED');
      const events: ChannelEvent[] = [];
      for (const entry of payload.entry ?? []) {
        for (const change of entry.changes ?? []) {
          const receiver = cfg.numbers.find((n) => n.phoneNumberId === change.value?.metadata?.phone_number_id);
          if (change.field !== 'messages' || !receiver) continue;
          for (const m of change.value?.messages ?? []) {
            if (m.type !== 'text' || !m.text?.body) continue;
            events.push({ kind: 'message', method: receiver.method, eventId: m.id, phone: toE164(m.from), text: m.text.body });
          }
        }
      }
      return events;
    },
  };
}

/** The subscription handshake: echo hub.challenge when the verify token matches. */
export function verifySubscription(query: Record<string, string | undefined>, verifyToken: string): string | null {
  if (query['hub.mode'] !== 'subscribe' || !safeEqual(query['hub.verify_token'], verifyToken)) return null;
  return query['hub.challenge'] ?? null;
}
