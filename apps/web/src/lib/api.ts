import { ERRORS, RENEWED_TOKEN_HEADER, routes, type RouteDef, type RouteName, type Routes } from '@numscope/contract';
import { apiUrl, requestHeaders, takeEarlyGet } from './api-request.js';
import { getToken, useSession } from './session.js';

export { apiUrl, authorizationValue, toQueryString } from './api-request.js';

/** zod's input and output types, read structurally so the web app needs no direct zod import. */
type ZodIn<T> = T extends { _zod: { input: infer I } } ? I : never;
type ZodOut<T> = T extends { _zod: { output: infer O } } ? O : never;

export type ApiParams<N extends RouteName> = Routes[N] extends { params: infer P } ? ZodIn<P> : never;
export type ApiQuery<N extends RouteName> = Routes[N] extends { query: infer Q } ? ZodIn<Q> : never;
export type ApiBody<N extends RouteName> = Routes[N] extends { body: infer B } ? ZodIn<B> : never;
export type ApiResponse<N extends RouteName> = ZodOut<Routes[N]['response']>;
export type ApiData<N extends RouteName> = ApiResponse<N> extends { data: infer D } ? D : never;

export interface ApiGetOptions<N extends RouteName> {
  params?: ApiParams<N>;
  query?: ApiQuery<N>;
  signal?: AbortSignal;
  /** `low` for what no page waits for to show its content, so it does not compete with what a page does. */
  priority?: RequestPriority;
}

/** The numeric code spec §8 uses for every failure that is not a 400. */
export const GENERIC_STATUS_CODE = ERRORS.INTERNAL.status_code;

/**
 * A failed API call. `statusCode` is the numeric code of spec §8 (the body's `status_code` on a 400,
 * otherwise 10000); `code` is the machine-readable name (the body's `code` on a 400, `INTERNAL`,
 * `NETWORK` when the server could not be reached, `NOT_AUTHORIZED` on 403/426).
 * `serverStatusCode` is the body's `status_code` whatever the HTTP status, when the body is an API
 * error: the auth flows store it as authError (spec §8), e.g. 2003 for an expired code (HTTP 410).
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly httpStatus: number;
  readonly serverStatusCode: number | undefined;

  constructor(init: { statusCode: number; code: string; httpStatus: number; message?: string; serverStatusCode?: number }) {
    super(init.message ?? `API error ${init.code} (${init.statusCode})`);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.serverStatusCode = init.serverStatusCode;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

let unauthorizedHandler: () => Promise<void> | void = () => {
  globalThis.location?.assign('/not-authorized');
};

/**
 * The app registers its router's navigation here, so a 403/426 goes to /not-authorized without a
 * reload. The session is dropped once that navigation is done: dropped first, a page that needs
 * sign-in would send the user to /login instead.
 */
export function setUnauthorizedHandler(handler: () => Promise<void> | void): void {
  unauthorizedHandler = handler;
}

/** The numeric and named code of an error answer, if the body is one (spec §8). */
function readErrorBody(body: unknown): { status_code: number; code: string; message: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { status_code, code, message } = body as Record<string, unknown>;
  if (typeof status_code !== 'number' || typeof code !== 'string') return undefined;
  return { status_code, code, message: typeof message === 'string' ? message : '' };
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** Headers every API call carries: the client version, and the token when signed in (spec §6). */
export function apiHeaders(): Record<string, string> {
  return requestHeaders(getToken());
}

/** Form encoding of a POST body (spec §7: POST as form data). */
export function toFormBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    form.append(k, String(v));
  }
  return form;
}

async function send<N extends RouteName>(name: N, url: string, init: RequestInit & { signal?: AbortSignal }): Promise<ApiResponse<N>> {
  const route: RouteDef = routes[name];
  // The token this call carries, if any: a refusal below signs out only the session it was sent with.
  const sentToken = (init.headers as Record<string, string> | undefined)?.authorization ?? null;
  // Signed out (a query refreshing just after sign-out, say): the server would refuse a call that
  // needs a session, so it is refused here, without a request and a 403 in the console.
  if (route.auth === 'required' && sentToken === null)
    throw new ApiError({ statusCode: GENERIC_STATUS_CODE, code: 'NOT_AUTHORIZED', httpStatus: 403, message: 'Not signed in' });
  let res: Response;
  try {
    // The page's first lookup may have been started by the boot module already (api-request.ts).
    res = await ((init.method === 'GET' ? takeEarlyGet(url, sentToken) : undefined) ?? fetch(url, init));
  } catch (e) {
    if (init.signal?.aborted) throw e;
    throw new ApiError({ statusCode: GENERIC_STATUS_CODE, code: 'NETWORK', httpStatus: 0, message: 'The server could not be reached' });
  }

  if (res.status === 403 || res.status === 426) {
    const body = readErrorBody(await readJson(res));
    // Only a refusal of the session we still hold (or of this client's version) signs out and leaves
    // the page. A call that carried no token, or a token the app has since dropped or replaced —
    // a request still on its way while the user signed out — fails where it was made.
    if (res.status === 426 || (sentToken !== null && sentToken === getToken())) {
      void Promise.resolve(unauthorizedHandler()).finally(() => useSession.getState().signOut());
    }
    throw new ApiError({
      statusCode: GENERIC_STATUS_CODE,
      code: 'NOT_AUTHORIZED',
      httpStatus: res.status,
      serverStatusCode: body?.status_code,
    });
  }

  if (!res.ok) {
    const body = readErrorBody(await readJson(res));
    const serverStatusCode = body?.status_code;
    if (res.status === 400 && body) {
      throw new ApiError({ statusCode: body.status_code, code: body.code, httpStatus: 400, message: body.message, serverStatusCode });
    }
    throw new ApiError({ statusCode: GENERIC_STATUS_CODE, code: 'INTERNAL', httpStatus: res.status, serverStatusCode });
  }

  // A token due for refresh comes back renewed (same session): later calls use the new one.
  const renewed = res.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed) useSession.getState().renewToken(renewed);

  // The production build's route table carries no schemas (build/contract-tables.ts): answers are
  // checked against the contract in development and component tests, and trusted in production.
  const data = await readJson(res);
  const schema = (route as Partial<RouteDef>).response;
  if (!schema) return data as ApiResponse<N>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Response of ${name} does not match the contract`, parsed.error);
    throw new ApiError({ statusCode: GENERIC_STATUS_CODE, code: 'INTERNAL', httpStatus: res.status, message: 'Unexpected response' });
  }
  return parsed.data as ApiResponse<N>;
}

/**
 * GET helper of spec §7/§8 over the contract's route table: query string, the client version and
 * the stored token as headers, the response checked against the route's schema.
 * - 400 throws an ApiError with the body's numeric `status_code` and string `code`;
 * - 403/426 removes the stored token and goes to /not-authorized;
 * - any other non-OK status throws an ApiError with code 10000.
 */
export async function apiGet<N extends RouteName>(name: N, opts: ApiGetOptions<N> = {}): Promise<ApiResponse<N>> {
  return send(name, apiUrl(name, opts), { method: 'GET', headers: apiHeaders(), signal: opts.signal, priority: opts.priority });
}

export interface ApiPostOptions<N extends RouteName> {
  params?: ApiParams<N>;
  body: ApiBody<N>;
  signal?: AbortSignal;
  /** Extra headers of this call (an order's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** POST helper: the body as form data (spec §7), same headers and error handling as `apiGet`. */
export async function apiPost<N extends RouteName>(name: N, opts: ApiPostOptions<N>): Promise<ApiResponse<N>> {
  const url = apiUrl(name, { params: opts.params } as Pick<ApiGetOptions<N>, 'params'>);
  return send(name, url, {
    method: 'POST',
    headers: { ...apiHeaders(), ...opts.headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: toFormBody(opts.body as Record<string, unknown>),
    signal: opts.signal,
  });
}
