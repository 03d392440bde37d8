/**
 * Reads a JWT's payload without verifying it (spec §5: the key token is decoded and rejected when
 * the current time is past its `exp`). Verification is the server's job; this only avoids entering
 * with a token that is certainly expired.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part || !/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True when the token is a JWT whose `exp` (Unix seconds) is not in the future. Tokens we cannot read are left to the server. */
export function isTokenExpired(token: string, nowSeconds: number): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && nowSeconds >= exp;
}
