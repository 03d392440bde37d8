import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';

/**
 * Searches of signed-in users: their history, one entry per account, number and (UTC) day. A search
 * of a number already searched that day touches its entry's time. No index holds that time, only
 * the day, so a touch is a heap-only update on the same page (decision 044): no index writes, and
 * PostgreSQL reclaims the old version without a vacuum. The table keeps 20 % of each page free for it.
 */
export const searchHistory = pgTable(
  'search_history',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    e164: text('e164').notNull(),
    paid: boolean('paid').notNull().default(false),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day of `searched_at`; a touch never moves an entry to another day. */
    day: date('day', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`(searched_at at time zone 'UTC')::date`),
    /**
     * The latest search of the entry that anti-spy did not cover when it was made, or null when it
     * covered them all: what spy's "who looked me up" may show (decision 048).
     */
    visibleAt: timestamp('visible_at', { withTimezone: true }),
    /** Cleared from the user's list (kept for the daily count). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // The list (newest days first), the touch of the day's entry, and the day's searched numbers.
    uniqueIndex('search_history_account_day_number_key').on(t.accountId, t.day, t.e164),
    // Who looked a number up (spy, docs/decisions/021).
    index('search_history_e164_day_idx').on(t.e164, t.day),
  ],
);
