import { AUTH_METHODS, type AuthMethod } from '@numscope/contract';
import { createRegistry, webhookEndpoints, type OptionsByProvider } from '../provider-kit/registry.js';
import type { ChannelEvent, SignInAdapter } from './delivery-channel.js';
import { SIGN_IN_PROVIDERS } from './providers.js';

export type SignInProviderOptions = OptionsByProvider<typeof SIGN_IN_PROVIDERS>;

/** Sign-in channels from configuration: the enabled ones (in order of preference), their webhooks and outbound calls. */
export function createChannels(config: { AUTH_METHODS: string; providers: SignInProviderOptions }) {
  const registry = createRegistry(SIGN_IN_PROVIDERS, config.providers);
  const enabled = enabledMethods(config.AUTH_METHODS).filter((m) => registry.get(m));
  const channel = (m: AuthMethod): SignInAdapter => {
    const a = registry.get(m);
    if (!a) throw new Error(`sign-in provider ${m} is not configured`);
    return a;
  };
  return {
    enabled,
    isEnabled: (m: AuthMethod) => enabled.includes(m),
    channel,
    /** The provider behind an outbound message (`Outbound.channel` is its id). */
    provider: (id: string) => channel(id as AuthMethod),
    webhooks: webhookEndpoints<ChannelEvent>(registry.all()),
    flashcallNumbers: registry.get('flashcall')?.callNumbers ?? [],
  };
}

export type Channels = ReturnType<typeof createChannels>;

/** AUTH_METHODS as a list; an unknown name is a configuration error. */
export function enabledMethods(list: string): AuthMethod[] {
  const names = list
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  const unknown = names.find((m) => !(AUTH_METHODS as readonly string[]).includes(m));
  if (unknown) throw new Error(`Invalid configuration:\n  AUTH_METHODS: unknown method ${unknown}`);
  return names as AuthMethod[];
}
