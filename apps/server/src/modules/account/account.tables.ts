import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns.js';

/** People who sign in (by phone number) and write. Later issues add auth, wallet and settings. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    phone: text('phone').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatar: text('avatar'),
    role: text('role').notNull().default('user'),
    isPro: boolean('is_pro').notNull().default(false),
    /** NumCy balance; the wallet ledger (community and payments issues) moves it. */
    balance: integer('balance').notNull().default(0),
    /** Searches past the free daily ones are paid automatically (spec overlimit setting). */
    overlimitSearch: boolean('overlimit_search').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check('accounts_balance_nonnegative', sql`${t.balance} >= 0`)],
);
