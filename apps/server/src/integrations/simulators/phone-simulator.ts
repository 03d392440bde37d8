import type { AuthMethod } from '@numscope/contract';
import type { SignInProviderOptions } from '../code-delivery/registry.js';
import { SIGN_IN_PROVIDERS } from '../code-delivery/providers.js';
import type { SimulatedRequest } from '../provider-kit/webhook.js';

export { simulatedUserId } from '../code-delivery/delivery-channel.js';
export type { SimulatedRequest } from '../provider-kit/webhook.js';

/**
 * A phone that confirms a sign-in code through a channel: the provider's own adapter builds its
 * real webhook requests, signed with the configured secrets, in the order the provider would send
 * them. Used by the simulator panel, the `npm run simulate` CLI and tests; they go through the
 * production route and adapters.
 */
export function simulateConfirmation(
  config: { PUBLIC_URL: string; providers: SignInProviderOptions },
  channel: AuthMethod,
  phone: string,
  code: string,
  callNumber: string | null,
): SimulatedRequest[] {
  const provider = SIGN_IN_PROVIDERS.find((p) => p.id === channel);
  const options = config.providers[channel];
  if (!provider || !options) throw new Error(`sign-in provider ${channel} is not configured`);
  return provider.create(options as never, channel as never).simulate({ phone, code, callNumber, publicUrl: config.PUBLIC_URL });
}
