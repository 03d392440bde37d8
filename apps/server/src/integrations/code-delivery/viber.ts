import { webhookPath } from '@numscope/contract';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { defineProvider, option, secret } from '../provider-kit/provider.js';
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
  /** Milliseconds since the epoch. */
  timestamp?: number;
  message_token?: number | string;
  context?: string;
  user?: { id?: string };
  sender?: { id?: string };
  message?: { type?: string; text?: string; tracking_data?: string; contact?: { phone_number?: string } };
}

/**
 * Viber bot: the user opens viber://pa?chatURI=<bot>&context=<code> (or sends the code), the bot
 * asks for the number with a share-phone button, and the contact message gives it. Bodies are
 * signed in X-Viber-Content-Signature (HMAC-SHA256 of the raw body, key = the bot's auth token).
 */
export const viber = defineProvider({
  id: 'viber',
  options: {
    authToken: secret('VIBER_AUTH_TOKEN', z.string().min(1), 'simulated-viber-auth-token'),
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
      // Viber echoes tracking_data with the user's next message: the contact must answer this request.
      contactNonce: (code, userId) => hmacHex('sha256', o.authToken, `share-phone:${code}:${userId}`).slice(0, 32),
      askForContact: (userId, nonce) => ({
        channel: method,
        recipient: userId,
        payload: {
          receiver: userId,
          min_api_version: 3,
          tracking_data: nonce,
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
          const sentAt = Number(e.timestamp) / 1000;
          const events: ChannelEvent[] = [];
          if (e.event === 'conversation_started' && e.user?.id && /^[0-9]{6}$/.test(e.context ?? '')) {
            events.push({ kind: 'start', method, eventId, channelUser: e.user.id, code: e.context!, sentAt });
          } else if (e.event === 'message' && e.sender?.id) {
            const phone = e.message?.type === 'contact' ? e.message.contact?.phone_number : undefined;
            const text = e.message?.type === 'text' ? e.message.text?.trim() : undefined;
            const nonce = e.message?.tracking_data ?? null;
            if (phone) events.push({ kind: 'contact', method, eventId, channelUser: e.sender.id, phone: toE164(phone), nonce, sentAt });
            else if (text && /^[0-9]{6}$/.test(text))
              events.push({ kind: 'start', method, eventId, channelUser: e.sender.id, code: text, sentAt });
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
              message: {
                type: 'contact',
                contact: { name: 'Sim', phone_number: phone.replace(/\D/g, '') },
                tracking_data: hmacHex('sha256', o.authToken, `share-phone:${code}:${userId}`).slice(0, 32),
              },
            },
            sign,
          ),
        ];
      },
    };
  },
});
