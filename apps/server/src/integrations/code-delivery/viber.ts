import type { AuthMethod } from '@numscope/contract';
import { AppError } from '../../errors.js';
import { header, hmacHex, parseJson, refuseSignature, safeEqual, toE164, type ChannelEvent, type DeliveryChannel, type WebhookAdapter } from './delivery-channel.js';

interface ViberEvent {
  event?: string;
  message_token?: number | string;
  context?: string;
  user?: { id?: string };
  sender?: { id?: string };
  message?: { type?: string; text?: string; contact?: { phone_number?: string } };
}

const method: AuthMethod = 'viber';

/**
 * Viber bot: the user opens viber://pa?chatURI=<bot>&context=<code> (or sends the code), the bot
 * asks for the number with a share-phone button, and the contact message gives it. Bodies are
 * signed in X-Viber-Content-Signature (HMAC-SHA256 of the raw body, key = the bot's auth token).
 */
export function viberChannel(cfg: { authToken: string; botUri: string }): DeliveryChannel & WebhookAdapter {
  return {
    method,
    name: 'viber',
    instruction(code) {
      const link = `viber://pa?chatURI=${cfg.botUri}&context=${code}`;
      return { method, link, number: null, text: code, qr: link };
    },
    askForContact(userId) {
      return {
        channel: 'viber',
        recipient: userId,
        payload: {
          receiver: userId,
          min_api_version: 3,
          type: 'text',
          text: 'Share your phone number to sign in to NumScope.',
          keyboard: { Type: 'keyboard', Buttons: [{ ActionType: 'share-phone', ActionBody: 'phone', Text: 'Share my phone number' }] },
        },
      };
    },
    reply(userId, text) {
      return { channel: 'viber', recipient: userId, payload: { receiver: userId, type: 'text', text } };
    },
    parse(raw) {
      if (!safeEqual(header(raw, 'x-viber-content-signature'), hmacHex('sha256', cfg.authToken, raw.body))) refuseSignature();
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
  };
}
