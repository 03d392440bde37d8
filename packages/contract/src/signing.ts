/**
 * Signature of signed auth calls (spec §7): SHA-256 over the method, host, path, the sorted
 * parameters, a random value (cnonce), a timestamp (Unix seconds) and a shared secret. The secret
 * ships with the web client, so this is tamper and replay protection, not a credential: the
 * server also refuses stale timestamps and reused cnonces.
 */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;
export const DEFAULT_SIGNING_SECRET = 'numscope-web-2026';

export interface SignInput {
  method: string;
  host: string;
  path: string;
  params: Record<string, string | number>;
  cnonce: string;
  timestamp: number;
  secret: string;
}

const SIGNED_META = new Set(['cnonce', 'timestamp', 'signature']);

export function canonicalString(i: SignInput): string {
  const params = Object.keys(i.params)
    .filter((k) => !SIGNED_META.has(k))
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(i.params[k]))}`)
    .join('&');
  return [i.method.toUpperCase(), i.host.toLowerCase(), i.path, params, i.cnonce, String(i.timestamp), i.secret].join('\n');
}

export async function signRequest(i: SignInput): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalString(i)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random cnonce of 24 URL-safe characters. */
export function newCnonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(18));
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
