import { randomBytes } from 'node:crypto';
import type { TokenVerifier } from '../../http/authenticate.js';
import { epochSeconds, type Clock } from '../../infra/clock.js';
import type { KvStore } from '../../infra/kv-store.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { Tokens } from './tokens.js';

/**
 * Token lifetime and refresh policy (docs/decisions/025-sessions-and-sign-in-hardening.md): a
 * token lives `JWT_TTL_SECONDS` (7 days) and names its session; a call with a token older than
 * `refreshAfterSeconds` gets a fresh one (same session) in the `x-access-token` header; no token
 * outlives its session's absolute end.
 */
export const SESSION_POLICY = {
  /** A session ends this long after sign-in, however often it is refreshed. */
  maxAgeSeconds: 90 * 86_400,
  /** A token older than this is replaced on use. */
  refreshAfterSeconds: 86_400,
  /** How long an instance trusts a live session's cached state (revocation clears it at once). */
  cacheSeconds: 60,
} as const;

const DEAD = '-';

/**
 * Sessions: PostgreSQL is the truth; the kv store (Redis across instances, memory on one) caches
 * each session's state, so the per-request check is one cache read. Revoking writes the dead
 * state to the cache before answering, so every instance on the same Redis refuses the token
 * from the next request on.
 */
export function createSessions({
  repo,
  kv,
  clock,
  tokenTtlSeconds,
}: {
  repo: SessionsRepository;
  kv: KvStore;
  clock: Clock;
  tokenTtlSeconds: number;
}) {
  const key = (sid: string) => `sess:${sid}`;
  const markDead = (sid: string) => kv.set(key(sid), DEAD, tokenTtlSeconds + SESSION_POLICY.cacheSeconds);

  return {
    /** A new session for a sign-in; returns its id (the token's `sid`). */
    async start(accountId: number): Promise<string> {
      const sid = randomBytes(18).toString('base64url');
      await repo.insert(sid, accountId, clock.now(), SESSION_POLICY.maxAgeSeconds);
      return sid;
    },

    /** True when the session is live for this account; cached for a short while. */
    async isLive(sid: string, accountId: number): Promise<boolean> {
      const cached = await kv.get(key(sid));
      if (cached !== null) return cached === String(accountId);
      const now = clock.now();
      const until = await repo.liveUntil(sid, accountId, now);
      if (!until) {
        await markDead(sid);
        return false;
      }
      // Never cache a session as live past its own end.
      const left = Math.floor((until.getTime() - now.getTime()) / 1000);
      if (left > 0) await kv.set(key(sid), String(accountId), Math.min(SESSION_POLICY.cacheSeconds, left));
      return true;
    },

    /** Records a refresh; the session's absolute end (epoch seconds), or null when it is no longer live. */
    async refreshed(sid: string): Promise<number | null> {
      const until = await repo.refreshed(sid, clock.now());
      return until ? Math.floor(until.getTime() / 1000) : null;
    },

    async revoke(sid: string): Promise<void> {
      await repo.revoke(sid, clock.now());
      await markDead(sid);
    },

    /** Signs the account out everywhere (sign-out on all devices, account deletion). */
    async revokeAll(accountId: number): Promise<number> {
      const ids = await repo.revokeAll(accountId, clock.now());
      await Promise.all(ids.map(markDead));
      return ids.length;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

/**
 * The token check of every API call (http/authenticate.ts): a valid signature and expiry, then a
 * live session of an existing account; a token due for refresh is replaced by a fresh one.
 */
export function sessionVerifier({ tokens, sessions, clock }: { tokens: Tokens; sessions: Sessions; clock: Clock }): TokenVerifier {
  return {
    async verify(token) {
      const claims = await tokens.verify(token);
      if (!claims || !(await sessions.isLive(claims.sessionId, claims.accountId))) return null;
      const account = { accountId: claims.accountId, phone: claims.phone, sessionId: claims.sessionId };
      if (epochSeconds(clock) - claims.issuedAt < SESSION_POLICY.refreshAfterSeconds) return { account, renewed: null };
      const notAfter = await sessions.refreshed(claims.sessionId);
      if (notAfter === null) return null;
      return { account, renewed: await tokens.issue({ ...account, notAfter }) };
    },
  };
}
