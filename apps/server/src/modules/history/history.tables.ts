import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, ref } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';

/** Searches of signed-in users: their history, and the count behind the daily free limit. */
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
    /** Cleared from the user's list (kept for the daily count). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('search_history_account_idx').on(t.accountId, t.searchedAt.desc()),
    // Was this number already searched today (the lookup's admission, decision 032): one probe however
    // many searches the account made today.
    index('search_history_account_number_idx').on(t.accountId, t.e164, t.searchedAt.desc()),
    // Who looked a number up (spy, docs/decisions/021).
    index('search_history_e164_idx').on(t.e164, t.searchedAt.desc()),
  ],
);
