import { webhookRoutes, type AuthMethod } from '@numscope/contract';
import type { Config } from '../../config.js';
import { hmacHex } from '../code-delivery/delivery-channel.js';
import { twilioSignature } from '../code-delivery/twilio.js';

/** An HTTP request exactly as the provider would send it to our webhook. */
export interface SimulatedRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}

let sequence = Date.now() % 1_000_000_000;
const nextId = () => ++sequence;

/** A stable messenger user id for a simulated phone, as a real messenger keeps one per person. */
export function simulatedUserId(phone: string): number {
  return 100_000 + Number(phone.replace(/\D/g, '').slice(-9));
}

/**
 * A phone that confirms a sign-in code through a channel: builds the provider's real webhook
 * requests, signed with the configured secrets, in the order the provider would send them. Used by
 * the simulator panel, the `npm run simulate` CLI and tests; they go through the production adapters.
 */
export function simulateConfirmation(config: Config, channel: AuthMethod, phone: string, code: string, callNumber: string | null): SimulatedRequest[] {
  const digits = phone.replace(/\D/g, '');
  const json = (path: string, body: unknown, headers: (payload: string) => Record<string, string>) => {
    const payload = JSON.stringify(body);
    return { method: 'POST' as const, url: path, headers: { 'content-type': 'application/json', ...headers(payload) }, payload };
  };
  const form = (path: string, params: Record<string, string>) => {
    const body = new URLSearchParams(params);
    const signature = twilioSignature(config.TWILIO_AUTH_TOKEN, `${config.PUBLIC_URL}${path}`, body);
    return { method: 'POST' as const, url: path, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, payload: body.toString() };
  };
  switch (channel) {
    case 'telegram': {
      const userId = simulatedUserId(phone);
      const secret = () => ({ 'x-telegram-bot-api-secret-token': config.TELEGRAM_WEBHOOK_SECRET });
      const message = (extra: object) => ({ update_id: nextId(), message: { message_id: nextId(), date: Math.floor(Date.now() / 1000), from: { id: userId, is_bot: false, first_name: 'Sim' }, chat: { id: userId, type: 'private' }, ...extra } });
      return [
        json(webhookRoutes.telegram.path, message({ text: `/start ${code}` }), secret),
        json(webhookRoutes.telegram.path, message({ contact: { phone_number: digits, first_name: 'Sim', user_id: userId } }), secret),
      ];
    }
    case 'viber': {
      const userId = `sim${simulatedUserId(phone)}==`;
      const sign = (payload: string) => ({ 'x-viber-content-signature': hmacHex('sha256', config.VIBER_AUTH_TOKEN, payload) });
      return [
        json(webhookRoutes.viber.path, { event: 'conversation_started', timestamp: Date.now(), message_token: nextId(), type: 'open', context: code, user: { id: userId, name: 'Sim' }, subscribed: false }, sign),
        json(webhookRoutes.viber.path, { event: 'message', timestamp: Date.now(), message_token: nextId(), sender: { id: userId, name: 'Sim' }, message: { type: 'contact', contact: { name: 'Sim', phone_number: digits } } }, sign),
      ];
    }
    case 'whatsapp':
    case 'whatsappBusiness': {
      const business = channel === 'whatsappBusiness';
      const body = {
        object: 'whatsapp_business_account',
        entry: [{ id: '0', changes: [{ field: 'messages', value: {
          messaging_product: 'whatsapp',
          metadata: business
            ? { display_phone_number: config.WHATSAPP_BUSINESS_NUMBER.replace(/\D/g, ''), phone_number_id: config.WHATSAPP_BUSINESS_PHONE_NUMBER_ID }
            : { display_phone_number: config.WHATSAPP_NUMBER.replace(/\D/g, ''), phone_number_id: config.WHATSAPP_PHONE_NUMBER_ID },
          contacts: [{ profile: { name: 'Sim' }, wa_id: digits }],
          messages: [{ from: digits, id: `wamid.SIM${nextId()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: code } }],
        } }] }],
      };
      return [json(webhookRoutes.whatsapp.path, body, (payload) => ({ 'x-hub-signature-256': `sha256=${hmacHex('sha256', config.WHATSAPP_APP_SECRET, payload)}` }))];
    }
    case 'sms':
      return [form(webhookRoutes.sms.path, { MessageSid: `SM${nextId()}`, AccountSid: 'ACsimulated', From: `+${digits}`, To: config.SMS_NUMBER, Body: code, NumMedia: '0' })];
    case 'flashcall':
      return [form(webhookRoutes.flashcall.path, { CallSid: `CA${nextId()}`, AccountSid: 'ACsimulated', From: `+${digits}`, To: callNumber ?? '', CallStatus: 'ringing', Direction: 'inbound' })];
  }
}
