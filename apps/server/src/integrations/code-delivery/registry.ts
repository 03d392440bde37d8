import { AUTH_METHODS, type AuthMethod } from '@numscope/contract';
import type { Config } from '../../config.js';
import type { DeliveryChannel, WebhookAdapter } from './delivery-channel.js';
import { telegramChannel } from './telegram.js';
import { flashcallChannel, smsChannel } from './twilio.js';
import { viberChannel } from './viber.js';
import { whatsappChannel, whatsappWebhook, type WhatsappNumber } from './whatsapp.js';

export type WebhookName = 'telegram' | 'whatsapp' | 'viber' | 'sms' | 'flashcall';

/** Every channel built from configuration: which are enabled (in order of preference) and their webhooks. */
export function createChannels(config: Config) {
  const enabled = config.AUTH_METHODS.split(',').map((m) => m.trim()).filter(Boolean);
  for (const m of enabled) {
    if (!(AUTH_METHODS as readonly string[]).includes(m)) throw new Error(`AUTH_METHODS: unknown method ${m}`);
  }
  const waNumbers: WhatsappNumber[] = [
    { method: 'whatsapp', number: config.WHATSAPP_NUMBER, phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID },
    { method: 'whatsappBusiness', number: config.WHATSAPP_BUSINESS_NUMBER, phoneNumberId: config.WHATSAPP_BUSINESS_PHONE_NUMBER_ID },
  ];
  const telegram = telegramChannel({ botName: config.TELEGRAM_BOT_NAME, webhookSecret: config.TELEGRAM_WEBHOOK_SECRET });
  const viber = viberChannel({ authToken: config.VIBER_AUTH_TOKEN, botUri: config.VIBER_BOT_URI });
  const sms = smsChannel({ authToken: config.TWILIO_AUTH_TOKEN, number: config.SMS_NUMBER });
  const flashcall = flashcallChannel({ authToken: config.TWILIO_AUTH_TOKEN });
  const channels: Record<AuthMethod, DeliveryChannel> = {
    telegram, viber, sms, flashcall,
    whatsapp: whatsappChannel(waNumbers[0]!),
    whatsappBusiness: whatsappChannel(waNumbers[1]!),
  };
  const webhooks: Record<WebhookName, WebhookAdapter> = {
    telegram, viber, sms, flashcall,
    whatsapp: whatsappWebhook({ appSecret: config.WHATSAPP_APP_SECRET, numbers: waNumbers }),
  };
  return {
    enabled: enabled as AuthMethod[],
    isEnabled: (m: AuthMethod) => enabled.includes(m),
    channel: (m: AuthMethod) => channels[m],
    webhooks,
    flashcallNumbers: config.FLASHCALL_NUMBERS.split(',').map((n) => n.trim()).filter(Boolean),
  };
}

export type Channels = ReturnType<typeof createChannels>;
