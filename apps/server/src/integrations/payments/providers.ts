import { flexo } from './flexo/flexo.js';
import { paylama, paylamaAlt, paylamaSpb } from './paylama/paylama.js';
import { paySelectionCard } from './pay-selection/pay-selection.js';
import { primepaymentsCard, primepaymentsQw, primepaymentsSpb, primepaymentsYooMoney } from './primepayments/primepayments.js';
import { qiwiCard, qiwiWallet } from './qiwi/qiwi.js';
import { robokassa, robokassaCard } from './robokassa/robokassa.js';
import { softpay } from './softpay/softpay.js';
import { stripeCard, stripeMini } from './stripe/stripe.js';

/**
 * Every payment provider: the one list the registry, the webhook endpoints, the options in config
 * and the simulators are built from. A provider id is the payment-system code it serves (spec §9).
 * Adding one: its file under integrations/payments/<family>/ (options, adapter, simulator) and one entry here.
 */
export const PAYMENT_PROVIDERS = [
  robokassa,
  robokassaCard,
  paySelectionCard,
  primepaymentsCard,
  primepaymentsYooMoney,
  primepaymentsQw,
  primepaymentsSpb,
  paylama,
  paylamaAlt,
  paylamaSpb,
  softpay,
  flexo,
  qiwiCard,
  qiwiWallet,
  stripeCard,
  stripeMini,
] as const;
