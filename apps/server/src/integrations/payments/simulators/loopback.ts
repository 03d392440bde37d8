import type { FastifyInstance } from 'fastify';

/**
 * Base URL of the payment stand-ins' APIs: the simulated value of every provider's API URL
 * option. Requests to this host never leave the process: they go into the app that registered the
 * stand-ins (`inject`), so adapters speak their real HTTP protocol whether or not the server listens.
 */
export const SIMULATOR_API = 'http://payments.simulator';

let target: FastifyInstance | null = null;

/** The app whose stand-ins answer SIMULATOR_API (the latest one registered; tests run one app at a time). */
export function attachLoopback(app: FastifyInstance): void {
  target = app;
  app.addHook('onClose', async () => {
    if (target === app) target = null;
  });
}

export interface HttpRequest {
  method?: string;
  headers?: NonNullable<RequestInit['headers']>;
  body?: string;
  signal?: AbortSignal | null;
}

/** fetch for provider APIs: the stand-ins in process, everything else over the network. */
export async function providerFetch(url: string, init: HttpRequest = {}): Promise<Response> {
  const u = new URL(url);
  if (u.origin !== SIMULATOR_API) return fetch(url, { signal: AbortSignal.timeout(15_000), ...init });
  if (!target) throw new Error('payment simulators are not running');
  const res = await target.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: u.pathname + u.search,
    ...(init.headers ? { headers: Object.fromEntries(new Headers(init.headers).entries()) } : {}),
    ...(init.body !== undefined ? { payload: init.body } : {}),
  });
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
  return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
}
