import { webhookPath } from '@numscope/contract';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { defineProvider, option } from '../provider-kit/provider.js';
import { header, hmacHex, markVerified, parseJson, safeEqual } from '../provider-kit/webhook.js';
import {
  nextSimulatedId,
  postJson,
  simulatedJson,
  simulatedUserId,
  toE164,
  type ChannelEvent,
  type SignInAdapter,
} from './delivery-channel.js';

interface ViberEvent {
  event?: string;
  message_token?: number | string;
  context?: string;
  user?: { id?: string };
  sender?: { id?: string };
  message?: { type?: string; text?: string; contact?: { phone_number?: string } };
}

/**
 * Viber bot: the user opens viber://pa?chatURI=<bot>&context=<code> (or sends the code), the bot
 * asks for the number with a share-phone button, and the contact message gives it. Bodies are
 * signed in X-Viber-Content-Signature (HMAC-SHA256 of the raw body, key = the bot's auth token).
 */
export const viber = defineProvider({
  id: 'viber',
  options: {
    authToken: option('VIBER_AUTH_TOKEN', z.string().min(1), 'simulated-viber-auth-token'),
    botUri: option('VIBER_BOT_URI', z.string().min(1), 'numscope'),
    apiUrl: option('VIBER_API_URL', z.string().url().default('https://chatapi.viber.com')),
  },
  create(o, method): SignInAdapter {
    return {
      method,
      instruction(code) {
        const link = `viber://pa?chatURI=${o.botUri}&context=${code}`;
        return { method, link, number: null, text: code, qr: link };
      },
      askForContact: (userId) => ({
        channel: method,
        recipient: userId,
        payload: {
          receiver: userId,
          min_api_version: 3,
          type: 'text',
          text: 'Share your phone number to sign in to NumScope.',
          keyboard: { Type: 'keyboard', Buttons: [{ ActionType: 'share-phone', ActionBody: 'phone', Text: 'Share my phone number' }] },
        },
      }),
      reply: (userId, text) => ({ channel: method, recipient: userId, payload: { receiver: userId, type: 'text', text } }),
      // send_message has no silent flag: a muted chat is the user's own choice in Viber.
      notice: (userId, text) => ({ channel: method, recipient: userId, payload: { receiver: userId, type: 'text', text } }),
      // send_message has no idempotency key; a repeated reply is the worst a retry can do.
      send: (msg) => postJson(`${o.apiUrl}/pa/send_message`, msg.payload, { 'X-Viber-Auth-Token': o.authToken }),
      webhook: {
        endpoint: 'viber',
        verify: (raw) =>
          safeEqual(header(raw, 'x-viber-content-signature'), hmacHex('sha256', o.authToken, raw.body)) ? markVerified(raw) : null,
        parseWebhook(raw) {
          const e = parseJson(raw) as ViberEvent;
          if (typeof e?.event !== 'string') throw new AppError('WEBHOOK_REFUSED');
          const eventId = String(e.message_token ?? '');
          const events: ChannelEvent[] = [];
          if (e.event === 'conversation_started' && e.user?.id && /^[0-9]{6}$/.test(e.context ?? '')) {
            events.push({ kind: 'start', method, eventId, channelUser: e.user.id, code: e.context! });
          } else if (e.event === 'message' && e.sender?.id) {
            const phone = e.message?.type === 'contact' ? e.message.contact?.phone_number : undefined;
            const text = e.message?.type === 'text' ? e.message.text?.trim() : undefined;
            if (phone) events.push({ kind: 'contact', method, eventId, channelUser: e.sender.id, phone: toE164(phone) });
            else if (text && /^[0-9]{6}$/.test(text)) events.push({ kind: 'start', method, eventId, channelUser: e.sender.id, code: text });
          }
          return eventId ? events : [];
        },
      },
      simulate({ phone, code }) {
        const userId = `sim${simulatedUserId(phone)}==`;
        const sign = (payload: string) => ({ 'x-viber-content-signature': hmacHex('sha256', o.authToken, payload) });
        return [
          simulatedJson(
            webhookPath('viber'),
            {
              event: 'conversation_started',
              timestamp: Date.now(),
              message_token: nextSimulatedId(),
              type: 'open',
              context: code,
              user: { id: userId, name: 'Sim' },
              subscribed: false,
            },
            sign,
          ),
          simulatedJson(
            webhookPath('viber'),
            {
              event: 'message',
              timestamp: Date.now(),
              message_token: nextSimulatedId(),
              sender: { id: userId, name: 'Sim' },
              message: { type: 'contact', contact: { name: 'Sim', phone_number: phone.replace(/\D/g, '') } },
            },
            sign,
          ),
        ];
      },
    };
  },
});
