import type { AuthMethod } from '@numscope/contract';
import { AppError } from '../../errors.js';
import { header, parseJson, refuseSignature, safeEqual, toE164, type ChannelEvent, type DeliveryChannel, type WebhookAdapter } from './delivery-channel.js';

interface TelegramUpdate {
  update_id: number;
  message?: {
    message_id: number;
    from?: { id: number; is_bot?: boolean };
    chat: { id: number };
    text?: string;
    contact?: { phone_number: string; user_id?: number };
  };
}

export interface TelegramConfig {
  botName: string;
  webhookSecret: string;
}

const method: AuthMethod = 'telegram';
const START = /^\/start\s+([0-9]{6})$/;

/**
 * Telegram Bot API. The user opens t.me/<bot>?start=<code>, the bot receives `/start <code>`,
 * asks for the phone with a request_contact keyboard, and accepts a contact only when its
 * user_id is the sender's own id. Updates carry our secret in X-Telegram-Bot-Api-Secret-Token.
 */
export function telegramChannel(cfg: TelegramConfig): DeliveryChannel & WebhookAdapter {
  return {
    method,
    name: 'telegram',
    instruction(code) {
      const link = `https://t.me/${cfg.botName}?start=${code}`;
      return { method, link, number: null, text: null, qr: link };
    },
    askForContact(chatId) {
      return {
        channel: 'telegram',
        recipient: chatId,
        payload: {
          method: 'sendMessage',
          chat_id: Number(chatId),
          text: 'Share your phone number to sign in to NumScope.',
          reply_markup: { keyboard: [[{ text: 'Share my phone number', request_contact: true }]], one_time_keyboard: true, resize_keyboard: true },
        },
      };
    },
    reply(chatId, text) {
      return { channel: 'telegram', recipient: chatId, payload: { method: 'sendMessage', chat_id: Number(chatId), text, reply_markup: { remove_keyboard: true } } };
    },
    parse(raw) {
      if (!safeEqual(header(raw, 'x-telegram-bot-api-secret-token'), cfg.webhookSecret)) refuseSignature();
      const update = parseJson(raw) as TelegramUpdate;
      if (typeof update?.update_id !== 'number') throw new AppError('WEBHOOK_REFUSED');
      const msg = update.message;
      const eventId = String(update.update_id);
      if (!msg?.from || msg.from.is_bot) return [];
      const user = String(msg.from.id);
      const events: ChannelEvent[] = [];
      if (msg.contact) {
        if (msg.contact.user_id !== msg.from.id) events.push({ kind: 'refused', method, eventId, channelUser: user, reason: 'contact_not_own' });
        else events.push({ kind: 'contact', method, eventId, channelUser: user, phone: toE164(msg.contact.phone_number) });
      } else {
        const m = START.exec(msg.text?.trim() ?? '') ?? /^([0-9]{6})$/.exec(msg.text?.trim() ?? '');
        if (m) events.push({ kind: 'start', method, eventId, channelUser: user, code: m[1]! });
      }
      return events;
    },
  };
}
