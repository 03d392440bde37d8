import type { FastifyInstance } from 'fastify';

let target: { app: FastifyInstance; origin: string } | null = null;

/**
 * With simulators on, the providers' simulated API URLs are paths on our own server. Calls to it go
 * straight into the app (`inject`), so the stand-ins answer whether or not the server listens
 * (tests never do). The latest app registered wins: tests run one app at a time.
 */
export function attachLoopback(app: FastifyInstance, publicUrl: string): void {
  const me = { app, origin: new URL(publicUrl).origin };
  target = me;
  app.addHook('onClose', async () => {
    if (target === me) target = null;
  });
}

/** fetch for provider APIs: our own server in process, everything else over the network. */
export const loopbackFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!target || url.origin !== target.origin) return fetch(input, init);
  const res = await target.app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url: url.pathname + url.search,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
  });
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
  return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
};
