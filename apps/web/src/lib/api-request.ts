import { CLIENT_VERSION_HEADER, routePath, routes, type RouteDef, type RouteName } from '@numscope/contract';
import type { ApiGetOptions } from './api.js';
import { APP_VERSION } from './version.js';

/**
 * How an API request is addressed and what it carries, without the framework: the boot module
 * (src/boot.ts) starts a page's first GET with it before the app's code has arrived.
 */

/** The Authorization header value: the access token itself (spec §6). */
export function authorizationValue(token: string): string {
  return token;
}

/** Headers every API call carries: the client version, and the token when signed in (spec §6). */
export function requestHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', [CLIENT_VERSION_HEADER]: APP_VERSION };
  if (token) headers.authorization = authorizationValue(token);
  return headers;
}

export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    qs.append(k, String(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/** The URL of a route of the contract's table with its path parameters and query string filled. */
export function apiUrl<N extends RouteName>(name: N, opts: Pick<ApiGetOptions<N>, 'params' | 'query'> = {}): string {
  const route: RouteDef = routes[name];
  const params = (opts.params ?? {}) as Record<string, string | number>;
  return routePath(route.path, params) + toQueryString(opts.query as Record<string, unknown> | undefined);
}

/** GETs started before the app could make them, by URL and the Authorization header they carry. */
const early = new Map<string, Promise<Response>>();
const earlyKey = (url: string, authorization: string | null) => `${authorization ?? ''} ${url}`;

/** Starts a GET the app is about to make, so its answer is on the way while the app's code loads. */
export function startEarlyGet(url: string, token: string | null): void {
  const headers = requestHeaders(token);
  const response = fetch(url, { method: 'GET', headers });
  // A failure is the app's to report when it takes the answer; until then it must not go unhandled.
  response.catch(() => undefined);
  early.set(earlyKey(url, headers.authorization ?? null), response);
}

/** The answer of an early GET of exactly this URL and Authorization, once: a later call fetches afresh. */
export function takeEarlyGet(url: string, authorization: string | null): Promise<Response> | undefined {
  const key = earlyKey(url, authorization);
  const response = early.get(key);
  early.delete(key);
  return response;
}
