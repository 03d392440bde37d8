import type { PaymentSystem } from '@numscope/contract';
import { createRegistry, loadProviderOptions, type OptionsByProvider } from '../provider-kit/registry.js';
import type { PaymentAdapter } from './payment-provider.js';
import { PAYMENT_PROVIDERS } from './providers.js';

export type PaymentProviderOptions = OptionsByProvider<typeof PAYMENT_PROVIDERS>;

/** Reads every payment provider's options (simulated values outside production; in production only fully configured ones). */
export function loadPaymentOptions(env: Record<string, string | undefined>, production: boolean) {
  return loadProviderOptions(PAYMENT_PROVIDERS, env, { production });
}

/** The payment registry keyed by payment-system code, and the webhook endpoints it answers. */
export function createPaymentRegistry(options: PaymentProviderOptions) {
  const registry = createRegistry(PAYMENT_PROVIDERS, options);
  const adapters = registry.all() as PaymentAdapter[];
  return {
    codes: adapters.map((a) => a.code as string),
    get: (code: PaymentSystem | string): PaymentAdapter | undefined => adapters.find((a) => a.code === code),
    all: () => adapters,
    /** Path segments of /api/v1/webhooks/:provider served by payments. */
    endpoints: [...new Set(adapters.map((a) => a.endpoint))],
    byEndpoint: (endpoint: string) => adapters.filter((a) => a.endpoint === endpoint),
  };
}

export type PaymentRegistry = ReturnType<typeof createPaymentRegistry>;
