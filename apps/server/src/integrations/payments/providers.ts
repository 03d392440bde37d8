import { robokassa, robokassaCard } from './robokassa/robokassa.js';

/**
 * Every payment provider: the one list the registry, the webhook endpoints, the options in config
 * and the simulators are built from. A provider id is the payment-system code it serves (spec §9).
 * Adding one: its file under integrations/payments/<family>/ (options, adapter, simulator) and one entry here.
 */
export const PAYMENT_PROVIDERS = [robokassa, robokassaCard] as const;
