import { ErrorBodySchema, ERRORS, routePath, routes, type RouteDef, type RouteName, type Routes } from '@numscope/contract';
import { getToken, useSession } from './session.js';

/** zod's input and output types, read structurally so the web app needs no direct zod import. */
type ZodIn<T> = T extends { _zod: { input: infer I } } ? I : never;
type ZodOut<T> = T extends { _zod: { output: infer O } } ? O : never;

export type ApiParams<N extends RouteName> = Routes[N] extends { params: infer P } ? ZodIn<P> : never;
export type ApiQuery<N extends RouteName> = Routes[N] extends { query: infer Q } ? ZodIn<Q> : never;
export type ApiResponse<N extends RouteName> = ZodOut<Routes[N]['response']>;
export type ApiData<N extends RouteName> = ApiResponse<N> extends { data: infer D } ? D : never;

export interface ApiGetOptions<N extends RouteName> {
  params?: ApiParams<N>;
  query?: ApiQuery<N>;
  signal?: AbortSignal;
}

/** The numeric code spec §8 uses for every failure that is not a 400. */
export const GENERIC_STATUS_CODE = ERRORS.INTERNAL.status_code;

/**
 * A failed API call. `statusCode` is the numeric code of spec §8 (the body's `status_code` on a 400,
 * otherwise 10000); `code` is the machine-readable name (the body's `code` on a 400, `INTERNAL`,
 * `NETWORK` when the server could not be reached, `NOT_AUTHORIZED` on 403/426).
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly httpStatus: number;

  constructor(init: { statusCode: number; code: string; httpStatus: number; message?: string }) {
    super(init.message ?? `API error ${init.code} (${init.statusCode})`);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.httpStatus = init.httpStatus;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

let unauthorizedHandler: () => void = () => {
  globalThis.location?.assign('/not-authorized');
};

/** The app registers its router's navigation here, so a 403/426 goes to /not-authorized without a reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The Authorization header value: the access token itself (spec §6). */
export function authorizationValue(token: string): string {
  return token;
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

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/**
 * GET helper of spec §7/§8 over the contract's route table: query string, the stored token as the
 * Authorization value, the response checked against the route's schema.
 * - 400 throws an ApiError with the body's numeric `status_code` and string `code`;
 * - 403/426 removes the stored token and goes to /not-authorized;
 * - any other non-OK status throws an ApiError with code 10000.
 */
export async function apiGet<N extends RouteName>(name: N, opts: ApiGetOptions<N> = {}): Promise<ApiResponse<N>> {
  const route: RouteDef = routes[name];
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = authorizationValue(token);

  let res: Response;
  try {
    res = await fetch(apiUrl(name, opts), { method: 'GET', headers, signal: opts.signal });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    throw new ApiError({ statusCode: GENERIC_STATUS_CODE, code: 'NETWORK', httpStatus: 0, message: 'The server could not be reached' });
  }

  if (res.status === 403 || res.status === 426) {
    useSession.getState().signOut();
    unauthorizedHandler();
    throw new ApiError({ statusCode: GENERIC_STATUS_CODE, code: 'NOT_AUTHORIZED', httpStatus: res.status });
  }

  if (res.status === 400) {
    const body = ErrorBodySchema.safeParse(await readJson(res));
    if (body.success) {
      throw new ApiError({ statusCode: body.data.status_code, code: body.data.code, httpStatus: 400, message: body.data.message });
    }
    throw new ApiError({ statusCode: GENERIC_STATUS_CODE, code: 'INTERNAL', httpStatus: 400 });
  }

  if (!res.ok) {
    throw new ApiError({ statusCode: GENERIC_STATUS_CODE, code: 'INTERNAL', httpStatus: res.status });
  }

  const parsed = route.response.safeParse(await readJson(res));
  if (!parsed.success) {
    console.error(`Response of ${name} does not match the contract`, parsed.error);
    throw new ApiError({ statusCode: GENERIC_STATUS_CODE, code: 'INTERNAL', httpStatus: res.status, message: 'Unexpected response' });
  }
  return parsed.data as ApiResponse<N>;
}
