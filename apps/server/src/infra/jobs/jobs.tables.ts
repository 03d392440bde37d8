import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The in-process runner's queue (embedded PGlite): one row per job, so a pending retry survives a
 * restart. On PostgreSQL pg-boss keeps its own tables in the `pgboss` schema instead.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    /** Idempotency key; a second job with the same name and key is not added. */
    singletonKey: text('singleton_key'),
    state: text('state').notNull().default('created'), // created | retry | active | completed | failed
    attempts: integer('attempts').notNull().default(0),
    /** From the app's Clock, like every time in this table. */
    startAfter: timestamp('start_after', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_singleton_key').on(t.name, t.singletonKey),
    index('jobs_due_idx')
      .on(t.startAfter)
      .where(sql`state in ('created', 'retry')`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`state in ('completed', 'failed')`),
  ],
);
