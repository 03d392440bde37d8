import {
  DEFAULT_SIGNING_SECRET,
  languageOf,
  newCnonce,
  routes,
  signRequest,
  type AuthCheckResult,
  type AuthMethod,
} from '@numscope/contract';
import { apiGet, apiPost, type ApiData } from '../../../lib/api.js';

export type AuthCodeData = ApiData<'authGet'>;

/** The shared signing secret (spec §7); it ships with the client, so it protects against tampering and replay only. */
export function signingSecret(): string {
  return (import.meta.env.VITE_AUTH_SIGNING_SECRET as string | undefined) ?? DEFAULT_SIGNING_SECRET;
}

/** GET /api/v202111/auth/get: a fresh code and how to send it through each enabled channel. */
export async function requestAuthCode(locale: string, signal?: AbortSignal): Promise<AuthCodeData> {
  const res = await apiGet('authGet', { query: { lang: languageOf(locale), platform: 'WEB' }, signal });
  return res.data;
}

/** POST /api/v6/auth/agreement_code, signed (spec §7): the user accepted the agreement for this code. */
export async function sendAgreement(
  code: string,
  opts: { phone?: string | undefined; host?: string; nowMs?: number; signal?: AbortSignal } = {},
): Promise<boolean> {
  // The number the user signs in with (decision 050): signed with the code, so it cannot be swapped.
  const number: Record<string, string> = opts.phone === undefined ? {} : { phone: opts.phone };
  const cnonce = newCnonce();
  const timestamp = Math.floor((opts.nowMs ?? Date.now()) / 1000);
  const signature = await signRequest({
    method: 'POST',
    host: opts.host ?? globalThis.location.host,
    path: routes.authAgreement.path,
    params: { code, ...number },
    cnonce,
    timestamp,
    secret: signingSecret(),
  });
  const res = await apiPost('authAgreement', { body: { code, ...number, cnonce, timestamp, signature }, signal: opts.signal });
  return res.data.status;
}

/** GET /api/v6/auth/check: `status: true` with the token once the code was confirmed from a phone. */
export async function checkAuthCode(code: string, signal?: AbortSignal): Promise<AuthCheckResult> {
  const res = await apiGet('authCheck', { query: { code, token_type: 'jwt' }, signal });
  return res.data;
}

/** POST /api/v1/simulator/confirm (development and tests): a channel's simulator sends the code from `phone`. */
export async function confirmWithSimulator(body: {
  channel: AuthMethod;
  phone: string;
  code: string;
}): Promise<ApiData<'simulatorConfirm'>> {
  const res = await apiPost('simulatorConfirm', { body });
  return res.data;
}
