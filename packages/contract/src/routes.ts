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
 * Provider webhooks: called by Telegram, Meta (WhatsApp Cloud API), Viber and the SMS/voice
 * provider, never by our client. Their bodies are the providers' own formats, verified by each
 * channel adapter against the raw bytes, so they are listed here without zod bodies.
 */
export const webhookRoutes = {
  telegram: { method: 'POST', path: '/api/v1/webhooks/telegram' },
  whatsappVerify: { method: 'GET', path: '/api/v1/webhooks/whatsapp' },
  whatsapp: { method: 'POST', path: '/api/v1/webhooks/whatsapp' },
  viber: { method: 'POST', path: '/api/v1/webhooks/viber' },
  sms: { method: 'POST', path: '/api/v1/webhooks/sms' },
  flashcall: { method: 'POST', path: '/api/v1/webhooks/flashcall' },
} as const;

/** Header a client sends with its version; older than the server's minimum answers 426. */
export const CLIENT_VERSION_HEADER = 'x-client-version';

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
