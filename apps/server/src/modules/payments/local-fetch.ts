import type { FastifyInstance } from 'fastify';

/** With simulators on, a provider URL on our own server is answered in process (tests never listen). */
export function localFetch(app: FastifyInstance, publicUrl: string): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(publicUrl)) return fetch(input, init);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.slice(publicUrl.length),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(init?.body ? { payload: init.body as string } : {}),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}
