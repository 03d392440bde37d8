import type { Querier, Statement } from '../../db/client.js';

const INSERT: Statement = {
  name: 'session_insert',
  text: `insert into sessions (id, account_id, created_at, refreshed_at, expires_at)
    values ($1, $2, $3, $3, $3::timestamptz + make_interval(secs => $4))`,
};

/** Live: not revoked, not past its end, and its account still exists and is not deleted. */
const LIVE: Statement = {
  name: 'session_live',
  text: `select s.expires_at from sessions s join accounts a on a.id = s.account_id
    where s.id = $1 and s.account_id = $2 and s.revoked_at is null and s.expires_at > $3 and a.deleted_at is null`,
};

const REFRESHED: Statement = {
  name: 'session_refreshed',
  text: `update sessions set refreshed_at = $2 where id = $1 and revoked_at is null and expires_at > $2 returning expires_at`,
};

const REVOKE: Statement = {
  name: 'session_revoke',
  text: `update sessions set revoked_at = $2 where id = $1 and revoked_at is null returning id`,
};

const REVOKE_ALL: Statement = {
  name: 'session_revoke_all',
  text: `update sessions set revoked_at = $2 where account_id = $1 and revoked_at is null returning id`,
};

const PURGE: Statement = {
  name: 'session_purge',
  text: `delete from sessions where expires_at < $1`,
};

/** Sessions' rows; every function takes the time from its caller's clock. */
export function createSessionsRepository(db: Querier) {
  const end = (row: { expires_at: Date | string } | undefined) => (row ? new Date(row.expires_at) : null);
  return {
    async insert(sid: string, accountId: number, now: Date, maxAgeSeconds: number): Promise<void> {
      await db.query(INSERT, [sid, accountId, now, maxAgeSeconds]);
    },
    /** The end of a live session of this account, or null. */
    async liveUntil(sid: string, accountId: number, now: Date): Promise<Date | null> {
      return end((await db.query<{ expires_at: Date | string }>(LIVE, [sid, accountId, now]))[0]);
    },
    async refreshed(sid: string, now: Date): Promise<Date | null> {
      return end((await db.query<{ expires_at: Date | string }>(REFRESHED, [sid, now]))[0]);
    },
    async revoke(sid: string, now: Date): Promise<void> {
      await db.query(REVOKE, [sid, now]);
    },
    async revokeAll(accountId: number, now: Date): Promise<string[]> {
      return (await db.query<{ id: string }>(REVOKE_ALL, [accountId, now])).map((r) => r.id);
    },
    async purge(before: Date): Promise<void> {
      await db.query(PURGE, [before]);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
