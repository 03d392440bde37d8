import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseOptions, type AnyProvider } from '../../provider-kit/provider.js';
import type { RawWebhook, SimulatedRequest } from '../../provider-kit/webhook.js';
import type { PaymentAdapter, PaymentChoice, PaymentOrder, ProviderContext } from '../payment-provider.js';

/**
 * Test support for adapter tests: adapters on their simulated options, their stand-ins mounted in
 * a bare app, and a context whose fetch answers our own URLs in process (as the payments module's).
 */
export const PUBLIC_URL = 'http://127.0.0.1:3000';

export function simulatedAdapter(p: AnyProvider): PaymentAdapter {
  const r = parseOptions(p.options, {}, true);
  if (!r.ok) throw new Error(r.issues.join('; '));
  return p.create(r.options as never, p.id as never) as PaymentAdapter;
}

function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== PUBLIC_URL) throw new Error(`adapter test called the network: ${url.origin}`);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };
}

/** A bare app with the adapters' stand-ins; `webhook` receives what the stand-ins post by themselves (raw body). */
export async function standInApp(
  adapters: PaymentAdapter[],
  webhook?: { endpoint: string; handle(raw: RawWebhook): number },
): Promise<{ app: FastifyInstance; ctx: ProviderContext }> {
  const app = Fastify();
  await app.register(formbody);
  const served = new Set<string>();
  for (const a of adapters) {
    if (!a.simulator?.serve || served.has(a.endpoint)) continue;
    served.add(a.endpoint);
    a.simulator.serve(app, { get: () => undefined });
  }
  if (webhook) {
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      scope.post(`/api/v1/webhooks/${webhook.endpoint}`, async (req, reply) =>
        reply.status(webhook.handle({ headers: req.headers, body: req.body as Buffer, url: req.url })).send(),
      );
    });
  }
  await app.ready();
  return { app, ctx: { publicUrl: PUBLIC_URL, fetch: injectFetch(app) } };
}

export function order(over: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: 4242,
    amountMinor: 40000,
    currency: 'RUB',
    description: 'NumCy 400',
    productId: 'numcy_400',
    email: 'buyer@example.com',
    locale: 'ru',
    providerRef: null,
    customerRef: null,
    ...over,
  };
}

export function choice(endpoint: string, over: Partial<PaymentChoice> = {}): PaymentChoice {
  return {
    successUrl: `${PUBLIC_URL}/payment/success`,
    failUrl: `${PUBLIC_URL}/payment/fail`,
    callbackUrl: `${PUBLIC_URL}/api/v1/webhooks/${endpoint}`,
    ...over,
  };
}

/** A simulated provider request as our webhook route would receive it. */
export function rawOf(req: SimulatedRequest): RawWebhook {
  return {
    headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v])),
    body: Buffer.from(req.payload),
    url: req.url,
  };
}

/** The same request with its body changed (a forged or tampered callback). */
export function tampered(req: SimulatedRequest, from: string, to: string): RawWebhook {
  return rawOf({ ...req, payload: req.payload.replace(from, to) });
}
