import { createSecretKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AccountClaims } from '../../http/authenticate.js';
import { epochSeconds, systemClock, type Clock } from '../../infra/clock.js';
import { SignJWT, jwtVerify, decodeProtectedHeader } from 'jose';

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

export function createTokens(keys: TokenKey[], ttlSeconds: number, clock: Clock = systemClock) {
  const signer = keys[0]!;
  // Keys imported once: given raw bytes, jose imports them through WebCrypto on every verification
  // (about 130 µs of a signed-in request under load against about 50 with a key object, decision 032).
  const byKid = new Map(keys.map((k) => [k.kid, createSecretKey(k.secret)]));
  return {
    /** A token of the session; `notAfter` (epoch seconds, the session's end) caps its expiry. */
    issue(claims: AccountClaims & { sessionId: string; notAfter?: number }): Promise<string> {
      const now = epochSeconds(clock);
      return new SignJWT({ phone: claims.phone, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', kid: signer.kid, typ: 'JWT' })
        .setSubject(String(claims.accountId))
        .setIssuedAt(now)
        .setExpirationTime(Math.min(now + ttlSeconds, claims.notAfter ?? Infinity))
        .sign(signer.secret);
    },
    /** The claims of a valid token, or null for a malformed, unknown-key, tampered or expired one. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { kid } = decodeProtectedHeader(token);
        const secret = kid ? byKid.get(kid) : undefined;
        if (!secret) return null;
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: clock.now() });
        const accountId = Number(payload.sub);
        // A token without a session (issued before sessions existed) cannot be revoked: refused.
        if (!Number.isSafeInteger(accountId) || typeof payload.phone !== 'string' || typeof payload.sid !== 'string') return null;
        return { accountId, phone: payload.phone, sessionId: payload.sid, issuedAt: payload.iat ?? 0 };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
