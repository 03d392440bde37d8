import { AppError } from '../../errors.js';
import { isConfigured, parseOptions, simulatorSecretDefaults, unsafeSecrets, type AnyProvider, type OptionsOf } from './provider.js';
import type { WebhookAdapter } from './webhook.js';

/** Options of every provider in a list, keyed by id; absent for a provider left off in production. */
export type OptionsByProvider<L extends readonly AnyProvider[]> = { [P in L[number] as P['id']]?: OptionsOf<P['options']> };

/**
 * Reads every listed provider's options from the environment. Outside production the simulated
 * defaults fill the gaps; in production a provider is read only when `enabled` names it (every
 * variable then required) or, with no such list, when all its variables are set; a secret that
 * equals a simulator default is refused there (its value is public).
 */
export function loadProviderOptions<L extends readonly AnyProvider[]>(
  list: L,
  env: Record<string, string | undefined>,
  o: { production: boolean; enabled?: readonly string[] },
): { options: OptionsByProvider<L>; issues: string[] } {
  const options: Record<string, unknown> = {};
  const issues: string[] = [];
  const simulatorDefaults = simulatorSecretDefaults(list);
  for (const p of list) {
    const wanted = !o.production || (o.enabled ? o.enabled.includes(p.id) : isConfigured(p.options, env));
    if (!wanted) continue;
    if (o.production) issues.push(...unsafeSecrets(p.options, env, simulatorDefaults));
    const r = parseOptions(p.options, env, !o.production);
    if (r.ok) options[p.id] = r.options;
    else issues.push(...r.issues);
  }
  return { options: options as OptionsByProvider<L>, issues: [...new Set(issues)] };
}

/** Builds each provider that has options into its adapter: one registry from one list. */
export function createRegistry<L extends readonly AnyProvider[]>(list: L, options: Record<string, unknown>) {
  type A = ReturnType<L[number]['create']>;
  const adapters = new Map<L[number]['id'], A>();
  for (const p of list) {
    const o = options[p.id];
    if (o !== undefined) adapters.set(p.id, p.create(o as never, p.id as never) as A);
  }
  return {
    ids: [...adapters.keys()],
    get: (id: L[number]['id']): A | undefined => adapters.get(id),
    all: () => [...adapters.values()],
  };
}

/** Webhook endpoints of a registry's adapters: providers sharing an endpoint (one Meta app) share its path. */
export function webhookEndpoints<Action>(adapters: readonly { webhook?: WebhookAdapter<Action> }[]) {
  const byEndpoint = new Map<string, WebhookAdapter<Action>[]>();
  for (const a of adapters) {
    if (!a.webhook) continue;
    byEndpoint.set(a.webhook.endpoint, [...(byEndpoint.get(a.webhook.endpoint) ?? []), a.webhook]);
  }
  return {
    names: [...byEndpoint.keys()],
    /** The adapters behind `/api/v1/webhooks/:provider`; an unknown provider answers 404 in our error format. */
    get(endpoint: string): WebhookAdapter<Action>[] {
      const found = byEndpoint.get(endpoint);
      if (!found) throw new AppError('ROUTE_NOT_FOUND', { provider: `no webhook for provider ${endpoint.slice(0, 40)}` });
      return found;
    },
  };
}
