import { webhookPath } from '@numscope/contract';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { defineProvider, option, secret } from '../provider-kit/provider.js';
import { header, markVerified, parseJson, safeEqual } from '../provider-kit/webhook.js';
import {
  nextSimulatedId,
  postJson,
  simulatedJson,
  simulatedUserId,
  toE164,
  type ChannelEvent,
  type SignInAdapter,
} from './delivery-channel.js';

interface TelegramUpdate {
  update_id: number;
  message?: {
    message_id: number;
    from?: { id: number; is_bot?: boolean };
    chat: { id: number };
    date?: number;
    text?: string;
    contact?: { phone_number: string; user_id?: number };
  };
}

const START = /^\/start\s+([0-9]{6})$/;

/**
 * Telegram Bot API. The user opens t.me/<bot>?start=<code>, the bot receives `/start <code>`,
 * asks for the phone with a request_contact keyboard, and accepts a contact only when its
 * user_id is the sender's own id. Updates carry our secret in X-Telegram-Bot-Api-Secret-Token.
 */
export const telegram = defineProvider({
  id: 'telegram',
  options: {
    botName: option('TELEGRAM_BOT_NAME', z.string().min(1), 'NumScopeBot'),
    botToken: secret('TELEGRAM_BOT_TOKEN', z.string().min(1), '000000:simulated-telegram-token'),
    webhookSecret: secret('TELEGRAM_WEBHOOK_SECRET', z.string().min(1), 'simulated-telegram-secret'),
    apiUrl: option('TELEGRAM_API_URL', z.string().url().default('https://api.telegram.org')),
  },
  create(o, method): SignInAdapter {
    const message = (chatId: string, body: Record<string, unknown>) => ({
      channel: method,
      recipient: chatId,
      payload: { method: 'sendMessage', chat_id: Number(chatId), ...body },
    });
    return {
      method,
      instruction(code) {
        const link = `https://t.me/${o.botName}?start=${code}`;
        return { method, link, number: null, text: null, qr: link };
      },
      askForContact: (chatId) =>
        message(chatId, {
          text: 'Share your phone number to sign in to NumScope.',
          reply_markup: {
            keyboard: [[{ text: 'Share my phone number', request_contact: true }]],
            one_time_keyboard: true,
            resize_keyboard: true,
          },
        }),
      reply: (chatId, text) => message(chatId, { text, reply_markup: { remove_keyboard: true } }),
      notice: (chatId, text, silent) => message(chatId, { text, disable_notification: silent }),
      // The Bot API has no idempotency key; a repeated reply is the worst a retry can do.
      async send(msg) {
        const { method: apiMethod, ...body } = msg.payload;
        await postJson(`${o.apiUrl}/bot${o.botToken}/${String(apiMethod)}`, body);
      },
      webhook: {
        endpoint: 'telegram',
        verify: (raw) => (safeEqual(header(raw, 'x-telegram-bot-api-secret-token'), o.webhookSecret) ? markVerified(raw) : null),
        parseWebhook(raw) {
          const update = parseJson(raw) as TelegramUpdate;
          if (typeof update?.update_id !== 'number') throw new AppError('WEBHOOK_REFUSED');
          const msg = update.message;
          const eventId = String(update.update_id);
          if (!msg?.from || msg.from.is_bot) return [];
          const user = String(msg.from.id);
          const sentAt = Number(msg.date);
          const events: ChannelEvent[] = [];
          if (msg.contact) {
            if (msg.contact.user_id !== msg.from.id)
              events.push({ kind: 'refused', method, eventId, channelUser: user, reason: 'contact_not_own', sentAt });
            else events.push({ kind: 'contact', method, eventId, channelUser: user, phone: toE164(msg.contact.phone_number), sentAt });
          } else {
            const m = START.exec(msg.text?.trim() ?? '') ?? /^([0-9]{6})$/.exec(msg.text?.trim() ?? '');
            if (m) events.push({ kind: 'start', method, eventId, channelUser: user, code: m[1]!, sentAt });
          }
          return events;
        },
      },
      simulate({ phone, code }) {
        const userId = simulatedUserId(phone);
        const secretHeader = () => ({ 'x-telegram-bot-api-secret-token': o.webhookSecret });
        const update = (extra: object) => ({
          update_id: nextSimulatedId(),
          message: {
            message_id: nextSimulatedId(),
            date: Math.floor(Date.now() / 1000),
            from: { id: userId, is_bot: false, first_name: 'Sim' },
            chat: { id: userId, type: 'private' },
            ...extra,
          },
        });
        return [
          simulatedJson(webhookPath('telegram'), update({ text: `/start ${code}` }), secretHeader),
          simulatedJson(
            webhookPath('telegram'),
            update({ contact: { phone_number: phone.replace(/\D/g, ''), first_name: 'Sim', user_id: userId } }),
            secretHeader,
          ),
        ];
      },
    };
  },
});
