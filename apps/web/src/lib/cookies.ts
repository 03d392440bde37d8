/**
 * Tiny cookie helpers for the sign-in flow (spec §4 keeps the auth code and the is-processed flag in
 * cookies with a lifetime). Never throws: without `document` (tests) nothing is stored.
 */
export function readCookie(name: string): string | null {
  try {
    const prefix = `${encodeURIComponent(name)}=`;
    for (const part of globalThis.document?.cookie.split(';') ?? []) {
      const c = part.trim();
      if (c.startsWith(prefix)) return decodeURIComponent(c.slice(prefix.length));
    }
  } catch {
    /* cookies unavailable */
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeMs: number): void {
  try {
    if (!globalThis.document) return;
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.round(maxAgeMs / 1000))}; Path=/; SameSite=Lax${secure}`;
  } catch {
    /* cookies unavailable */
  }
}

export function removeCookie(name: string): void {
  writeCookie(name, '', 0);
}
