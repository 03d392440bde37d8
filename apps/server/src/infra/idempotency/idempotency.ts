import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { queryOne, type Database, type Querier, type Statement } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../clock.js';
import { defineJob } from '../jobs/index.js';

/** How long the first answer of a key is replayed (Stripe keeps keys 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A claim still `running` after this long belongs to a crashed request: a retry may take it over. */
const STALE_CLAIM_MS = 60_000;
/** How long a concurrent duplicate waits for the first request's answer before 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;
/** Keys are opaque to us: printable ASCII, like the UUIDs clients usually send. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  // A new key, or one whose row expired or whose first request died: this request executes.
  claim: s(
    'idem_claim',
    `insert into idempotency_keys (account_id, route, key, request_hash, state, created_at, expires_at)
    values ($1, $2, $3, $4, 'running', $5, $6)
    on conflict (account_id, route, key) do update
      set request_hash = excluded.request_hash, state = 'running', response = null,
          created_at = excluded.created_at, expires_at = excluded.expires_at
      where idempotency_keys.expires_at <= $5 or (idempotency_keys.state = 'running' and idempotency_keys.created_at < $7)
    returning 1 as claimed`,
  ),
  find: s(
    'idem_find',
    `select request_hash, state, response from idempotency_keys where account_id = $1 and route = $2 and key = $3 and expires_at > $4`,
  ),
  complete: s(
    'idem_complete',
    `update idempotency_keys set state = 'done', response = $4::jsonb where account_id = $1 and route = $2 and key = $3`,
  ),
  release: s('idem_release', `delete from idempotency_keys where account_id = $1 and route = $2 and key = $3 and state = 'running'`),
  purge: s('idem_purge', 'delete from idempotency_keys where expires_at <= $1'),
};

export interface IdempotentRequest {
  accountId: number;
  /** The route's method and path pattern: a key is scoped to one account and one route. */
  route: string;
  key: string;
  /** What the request asked for: its params, query and body. */
  payload: unknown;
}

/** The key of a request's `Idempotency-Key` header, checked; undefined when there is none. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!KEY_PATTERN.test(raw)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return raw;
}

/** A stable hash of a request's payload: object keys sorted, so field order does not matter. */
export function requestHash(payload: unknown): string {
  const canon = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
        )
      : Array.isArray(v)
        ? v.map(canon)
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canon(payload)) ?? 'null')
    .digest('hex');
}

/**
 * Runs a write once per key (Stripe's semantics, decision 026): the first request claims the key
 * and executes; its successful answer is stored and replayed to every later request with the same
 * key and payload for 24 h; the same key with another payload is refused (409
 * IDEMPOTENCY_KEY_MISMATCH); a duplicate arriving while the first still runs waits for its answer.
 * A refused or failed first request releases the key (it changed nothing), so a retry executes.
 */
export async function runIdempotent<T>(
  db: Querier,
  clock: Clock,
  req: IdempotentRequest,
  execute: () => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const hash = requestHash(req.payload);
  const ids = [req.accountId, req.route, req.key];
  const started = performance.now();
  for (;;) {
    const now = clock.now();
    const claimed = await queryOne(db, SQL.claim, [
      ...ids,
      hash,
      now,
      new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      new Date(now.getTime() - STALE_CLAIM_MS),
    ]);
    if (claimed) {
      let result: T;
      try {
        result = await execute();
      } catch (err) {
        await db.query(SQL.release, ids);
        throw err;
      }
      await db.query(SQL.complete, [...ids, JSON.stringify(result)]);
      return { result, replayed: false };
    }
    const row = await queryOne<{ request_hash: string; state: 'running' | 'done'; response: T | null }>(db, SQL.find, [...ids, now]);
    if (!row) continue; // released or expired in between: claim again
    if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_MISMATCH');
    if (row.state === 'done') return { result: row.response as T, replayed: true };
    if (performance.now() - started > WAIT_FOR_FIRST_MS) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
    await sleep(POLL_MS);
  }
}

/** Hourly: answers older than 24 h are deleted. */
export function idempotencyCleanupJob(o: { db: Database; clock: Clock }) {
  return defineJob({
    name: 'http-idempotency-purge',
    data: z.object({}),
    cron: '17 * * * *',
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    async handler() {
      await o.db.query(SQL.purge, [o.clock.now()]);
    },
  });
}
