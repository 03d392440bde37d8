import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer of each `Idempotency-Key` a signed-in account sent to a route (decision 026):
 * claimed `running` before the write executes, `done` with the answer after it succeeded. Kept 24 h
 * in the database, so every instance replays the same answer; a job deletes expired rows.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request's params, query and body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull().default('running'), // running | done
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.route, t.key] }),
    check('idempotency_keys_state', sql`${t.state} in ('running', 'done')`),
    index('idempotency_keys_expiry_idx').on(t.expiresAt),
  ],
);
