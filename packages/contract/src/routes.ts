import { AREA_CONTRACTS } from './areas.js';
import { mergeAreas, type Merged } from './area-kit.js';

export type { RouteDef } from './area-kit.js';

/**
 * The one route table. Every API path the server serves and the client calls is declared once, in
 * its area's `<area>/routes.ts`, and merged here from the area list (areas.ts). Paths the spec
 * names are kept exactly; paths it lost are marked `designed`.
 */
export const routes: Merged<typeof AREA_CONTRACTS, 'routes'> = mergeAreas(AREA_CONTRACTS, 'routes');

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

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** Fills `:name` segments of a route path. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k}`);
    return encodeURIComponent(String(v));
  });
}
