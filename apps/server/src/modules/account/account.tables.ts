import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** Privacy (docs/decisions/023): the stored anti-spy switch; it applies only with an active anti-spy subscription. */
    antispyEnabled: boolean('antispy_enabled').notNull().default(true),
    /** Whether the own profile (names, avatar, PRO mark) is shown to others on the own number's page. */
    profileGoing: boolean('profile_going').notNull().default(true),
    /** Deactivated: hidden from others; a sign-in within 30 days brings it back, then it is erased. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Deleted: the number is freed at once (phone becomes `deleted:<id>`), the erasure job follows. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The number the erasure job still has to find (auth codes, messages); cleared when it is done. */
    erasePhone: text('erase_phone'),
    /** The user chose to remove their reviews (tombstones) instead of keeping them anonymised. */
    eraseReviews: boolean('erase_reviews').notNull().default(false),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The /24 (IPv4) or /48 (IPv6) network the account was confirmed from, and the channel: burst detection (decision 030). */
    signupNetwork: text('signup_network'),
    signupChannel: text('signup_channel'),
  },
  (t) => [
    check('accounts_balance_nonnegative', sql`${t.balance} >= 0`),
    index('accounts_deactivated_idx')
      .on(t.deactivatedAt)
      .where(sql`deactivated_at is not null and deleted_at is null`),
    index('accounts_erase_pending_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at is not null and erased_at is null`),
  ],
);
