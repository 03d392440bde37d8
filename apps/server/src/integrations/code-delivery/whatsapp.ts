import { webhookPath } from '@numscope/contract';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { defineProvider, option, secret, variant } from '../provider-kit/provider.js';
import { header, hmacHex, markVerified, parseJson, safeEqual } from '../provider-kit/webhook.js';
import { nextSimulatedId, postJson, simulatedJson, toE164, type ChannelEvent, type SignInAdapter } from './delivery-channel.js';

interface WhatsappPayload {
  object?: string;
  entry?: {
    changes?: {
      field?: string;
      value?: {
        metadata?: { phone_number_id?: string };
        messages?: { from: string; id: string; timestamp?: string; type: string; text?: { body?: string } }[];
      };
    }[];
  }[];
}

/**
 * WhatsApp Cloud API. The user sends the code to our number through wa.me; the sender's number is
 * the message's `from`. Every number of one Meta app posts to the one `whatsapp` endpoint, signed
 * in X-Hub-Signature-256 with the app secret; `metadata.phone_number_id` tells which number (and
 * so which provider, plain or business) received it.
 */
export const whatsapp = defineProvider({
  id: 'whatsapp',
  options: {
    number: option('WHATSAPP_NUMBER', z.string().min(2), '+15550001001'),
    phoneNumberId: option('WHATSAPP_PHONE_NUMBER_ID', z.string().min(1), '100000000000001'),
    appSecret: secret('WHATSAPP_APP_SECRET', z.string().min(1), 'simulated-whatsapp-app-secret'),
    verifyToken: secret('WHATSAPP_VERIFY_TOKEN', z.string().min(1), 'simulated-whatsapp-verify-token'),
    /** Cloud API access token for outgoing messages (notifications); without it only sign-in works. */
    accessToken: secret('WHATSAPP_ACCESS_TOKEN', z.string().min(1).optional(), 'simulated-whatsapp-access-token'),
    apiUrl: option('WHATSAPP_API_URL', z.string().url().default('https://graph.facebook.com/v21.0')),
  },
  create(o, id): SignInAdapter {
    const method = id as 'whatsapp' | 'whatsappBusiness';
    const sign = (payload: string) => ({ 'x-hub-signature-256': `sha256=${hmacHex('sha256', o.appSecret, payload)}` });
    return {
      method,
      instruction(code) {
        const link = `https://wa.me/${o.number.replace(/\D/g, '')}?text=${code}`;
        return { method, link, number: o.number, text: code, qr: link };
      },
      // Cloud API text messages have no silent flag; outside the 24-hour window Meta asks for a template.
      notice: (phone, text) => ({
        channel: method,
        recipient: phone,
        payload: { messaging_product: 'whatsapp', to: phone.replace(/\D/g, ''), type: 'text', text: { body: text } },
      }),
      async send(msg) {
        if (!o.accessToken) throw new Error('WHATSAPP_ACCESS_TOKEN is not set');
        await postJson(`${o.apiUrl}/${o.phoneNumberId}/messages`, msg.payload, { authorization: `Bearer ${o.accessToken}` });
      },
      webhook: {
        endpoint: 'whatsapp',
        verify: (raw) =>
          safeEqual(header(raw, 'x-hub-signature-256'), `sha256=${hmacHex('sha256', o.appSecret, raw.body)}`) ? markVerified(raw) : null,
        parseWebhook(raw) {
          const payload = parseJson(raw) as WhatsappPayload;
          if (payload?.object !== 'whatsapp_business_account') throw new AppError('WEBHOOK_REFUSED');
          const events: ChannelEvent[] = [];
          for (const change of (payload.entry ?? []).flatMap((e) => e.changes ?? [])) {
            // Messages to another number of the app belong to that number's provider.
            if (change.field !== 'messages' || change.value?.metadata?.phone_number_id !== o.phoneNumberId) continue;
            for (const m of change.value.messages ?? []) {
              if (m.type === 'text' && m.text?.body)
                events.push({
                  kind: 'message',
                  method,
                  eventId: m.id,
                  phone: toE164(m.from),
                  text: m.text.body,
                  sentAt: Number(m.timestamp),
                });
            }
          }
          return events;
        },
        handshake(query) {
          if (query['hub.mode'] !== 'subscribe' || !safeEqual(query['hub.verify_token'], o.verifyToken)) return null;
          return query['hub.challenge'] ?? null;
        },
      },
      simulate({ phone, code }) {
        const digits = phone.replace(/\D/g, '');
        const value = {
          messaging_product: 'whatsapp',
          metadata: { display_phone_number: o.number.replace(/\D/g, ''), phone_number_id: o.phoneNumberId },
          contacts: [{ profile: { name: 'Sim' }, wa_id: digits }],
          messages: [
            {
              from: digits,
              id: `wamid.SIM${nextSimulatedId()}`,
              timestamp: String(Math.floor(Date.now() / 1000)),
              type: 'text',
              text: { body: code },
            },
          ],
        };
        return [
          simulatedJson(
            webhookPath('whatsapp'),
            { object: 'whatsapp_business_account', entry: [{ id: '0', changes: [{ field: 'messages', value }] }] },
            sign,
          ),
        ];
      },
    };
  },
});

/** Our second WhatsApp number (a business account) in the same Meta app: only its number differs. */
export const whatsappBusiness = variant(whatsapp, {
  id: 'whatsappBusiness',
  options: {
    number: option('WHATSAPP_BUSINESS_NUMBER', z.string().min(2), '+15550001002'),
    phoneNumberId: option('WHATSAPP_BUSINESS_PHONE_NUMBER_ID', z.string().min(1), '100000000000002'),
  },
});
