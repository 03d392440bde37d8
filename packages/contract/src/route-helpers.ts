/** Paths and headers every side of the API shares, beside the route table (routes.ts). */

/**
 * Provider webhooks: called by the providers (Telegram, Meta's WhatsApp Cloud API, Viber, the
 * SMS/voice provider, and payment providers next), never by our client. One pattern for all: the
 * `:provider` names come from the server's provider registry (one list), and their bodies are the
 * providers' own formats, verified by each adapter against the raw bytes, so no zod bodies here.
 * The GET on the same path is the subscription handshake some providers make (WhatsApp).
 */
export const webhookRoute = { method: 'POST', path: '/api/v1/webhooks/:provider' } as const;
export const webhookHandshakeRoute = { method: 'GET', path: '/api/v1/webhooks/:provider' } as const;

/** The webhook URL path of one provider, e.g. `/api/v1/webhooks/telegram`. */
export function webhookPath(provider: string): string {
  return routePath(webhookRoute.path, { provider });
}

/** Header a client sends with its version; older than the server's minimum answers 426. */
export const CLIENT_VERSION_HEADER = 'x-client-version';

/** Response header with a fresh token of the same session; the client stores it in place of its own (docs/decisions/025). */
export const RENEWED_TOKEN_HEADER = 'x-access-token';

/** Fills `:name` segments of a route path. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k}`);
    return encodeURIComponent(String(v));
  });
}

/**
 * Header carrying the client's key for one write: a retry or a double click makes one order, one
 * review (decisions 018 and 026).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
