import { telegram } from './telegram.js';
import { flashcall, sms } from './twilio.js';
import { viber } from './viber.js';
import { whatsapp, whatsappBusiness } from './whatsapp.js';

/**
 * Every sign-in provider: the one list the registry, the webhook route, the options in config and
 * the simulators are built from. A provider id is the confirmation method it serves (AUTH_METHODS).
 * Adding a provider: its file (options, adapter, webhook, simulator) and one entry here.
 */
export const SIGN_IN_PROVIDERS = [telegram, whatsapp, whatsappBusiness, viber, sms, flashcall] as const;
