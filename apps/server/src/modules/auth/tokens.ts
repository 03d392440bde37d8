import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AccountClaims } from '../../http/authenticate.js';
import { epochSeconds, systemClock, type Clock } from '../../infra/clock.js';
import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';

export interface TokenKey {
  kid: string;
  secret: Uint8Array;
}

/** What a token says: the account, its phone, its session (`sid`) and when it was issued (epoch seconds). */
export type TokenClaims = AccountClaims & { sessionId: string; issuedAt: number };

/** Parses `kid:secret,kid:secret`; the first key signs new tokens, all of them verify. */
export function parseKeys(spec: string): TokenKey[] {
  const keys = spec.split(',').map((part) => {
    const i = part.indexOf(':');
    const kid = part.slice(0, i).trim();
    const secret = part.slice(i + 1).trim();
    if (i < 1 || secret.length < 32) throw new Error('JWT_KEYS entries look like kid:secret with a secret of 32+ characters');
    return { kid, secret: new TextEncoder().encode(secret) };
  });
  if (keys.length === 0) throw new Error('JWT_KEYS is empty');
  return keys;
}

/** Without JWT_KEYS (embedded defaults) a key is made once and kept beside the data, so tokens survive restarts. */
export function localKeys(dataDir: string): TokenKey[] {
  if (dataDir.startsWith('memory://')) return parseKeys(`mem:${randomBytes(32).toString('hex')}`);
  const file = join(dirname(dataDir), 'jwt-keys');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `local-1:${randomBytes(32).toString('hex')}`, { mode: 0o600 });
  }
  return parseKeys(readFileSync(file, 'utf8'));
}

/** Verified tokens remembered (the token's text and its payload: about 600 bytes each). */
const TOKEN_CACHE_SIZE = 10_000;

type Payload = { sub?: unknown; phone?: unknown; sid?: unknown; iat?: unknown; exp?: unknown; nbf?: unknown };

/** The key id in a token's header, or undefined when the header is not a JSON object naming one. */
function kidOf(token: string): string | undefined {
  try {
    const header: unknown = JSON.parse(Buffer.from(token.slice(0, token.indexOf('.')), 'base64url').toString());
    const kid = (header as { kid?: unknown } | null)?.kid;
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}

/*
 * fast-jwt (Nearform; what @fastify/jwt uses) verifies synchronously with node:crypto: about 5 µs a
 * token, where jose went through WebCrypto's job queue at 150–200 µs of a signed-in lookup under
 * load (decision 037). Its verifier reads the time once per verifier, so expiry is checked here
 * against the app's clock (tests move it); signature, algorithm and typ are the library's.
 */
export function createTokens(keys: TokenKey[], ttlSeconds: number, clock: Clock = systemClock) {
  const signer = keys[0]!;
  const sign = createSigner({ key: Buffer.from(signer.secret), algorithm: 'HS256', kid: signer.kid });
  const verifiers = new Map(
    keys.map((k) => [
      k.kid,
      createVerifier({
        key: Buffer.from(k.secret),
        algorithms: ['HS256'],
        ignoreExpiration: true,
        ignoreNotBefore: true,
        requiredClaims: ['exp'],
      }),
    ]),
  );
  /*
   * A token checked once is not checked again (its signature cannot change): a signed-in user's
   * later requests skip the header's decoding, the HMAC and the payload's parse (decision 044).
   * Keyed by the token's own text, which only a verified token ever enters, so no hash of
   * it is computed per request (fast-jwt's own cache hashes every token with SHA-256). Expiry and
   * the session stay checked on every call, here and in sessions.ts.
   */
  const verified = new LRUCache<string, Payload>({ max: TOKEN_CACHE_SIZE });
  function payloadOf(token: string): Payload | null {
    const known = verified.get(token);
    if (known) return known;
    const kid = kidOf(token);
    const verifier = kid === undefined ? undefined : verifiers.get(kid);
    if (!verifier) return null;
    try {
      const payload = verifier(token) as Payload;
      verified.set(token, payload);
      return payload;
    } catch {
      return null;
    }
  }
  return {
    /** A token of the session; `notAfter` (epoch seconds, the session's end) caps its expiry. */
    async issue(claims: AccountClaims & { sessionId: string; notAfter?: number }): Promise<string> {
      const now = epochSeconds(clock);
      const exp = Math.min(now + ttlSeconds, claims.notAfter ?? Infinity);
      return sign({ phone: claims.phone, sid: claims.sessionId, sub: String(claims.accountId), iat: now, exp });
    },
    /** The claims of a valid token, or null for a malformed, unknown-key, tampered or expired one. */
    async verify(token: string): Promise<TokenClaims | null> {
      const payload = payloadOf(token);
      if (!payload) return null;
      const now = epochSeconds(clock);
      if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
      if (typeof payload.nbf === 'number' && payload.nbf > now) return null;
      const accountId = Number(payload.sub);
      // A token without a session (issued before sessions existed) cannot be revoked: refused.
      if (!Number.isSafeInteger(accountId) || typeof payload.phone !== 'string' || typeof payload.sid !== 'string') return null;
      return { accountId, phone: payload.phone, sessionId: payload.sid, issuedAt: typeof payload.iat === 'number' ? payload.iat : 0 };
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
