import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';
import { numbers } from '../numbers/numbers.tables.js';

/**
 * Each account's one voice on a number (decision 030): all its signals there folded into one value
 * in [-1, 1] and its reporter weight, as of the number's last scoring. The standing job reads these
 * to compare an account's voices with settled reputations.
 */
export const reputationVoices = pgTable(
  'reputation_voices',
  {
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    voice: real('voice').notNull(),
    weight: real('weight').notNull(),
    /** The account's latest signal on the number. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Held in a burst (pending or discarded): not counted. */
    held: text('held'),
  },
  (t) => [primaryKey({ columns: [t.numberId, t.accountId] }), index('reputation_voices_account_idx').on(t.accountId)],
);

/** A burst of signals on one number from new or related accounts, held until a moderator decides. */
export const reputationHolds = pgTable(
  'reputation_holds',
  {
    id: id(),
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'), // pending | released | discarded
    reasons: text('reasons').array().notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    moderatorId: ref('moderator_id').references(() => accounts.id),
  },
  (t) => [
    check('reputation_holds_status', sql`${t.status} in ('pending', 'released', 'discarded')`),
    uniqueIndex('reputation_holds_one_pending_key')
      .on(t.numberId)
      .where(sql`status = 'pending'`),
    index('reputation_holds_queue_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

/** The accounts a hold covers: an account is in at most one hold per number. */
export const reputationHoldAccounts = pgTable(
  'reputation_hold_accounts',
  {
    holdId: ref('hold_id')
      .notNull()
      .references(() => reputationHolds.id, { onDelete: 'cascade' }),
    numberId: ref('number_id').notNull(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
  },
  (t) => [primaryKey({ columns: [t.holdId, t.accountId] }), uniqueIndex('reputation_hold_accounts_once_key').on(t.numberId, t.accountId)],
);

/** The verified owner's request that moderators review the number's reputation (decision 030). */
export const reputationReviews = pgTable(
  'reputation_reviews',
  {
    id: id(),
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'), // pending | upheld | rejected
    reviewDeadline: timestamp('review_deadline', { withTimezone: true }).notNull(),
    moderatorId: ref('moderator_id').references(() => accounts.id),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reputation_reviews_status', sql`${t.status} in ('pending', 'upheld', 'rejected')`),
    uniqueIndex('reputation_reviews_one_pending_key')
      .on(t.numberId)
      .where(sql`status = 'pending'`),
    index('reputation_reviews_number_idx').on(t.numberId, t.createdAt.desc()),
  ],
);

/** An account's track record: agreements and contradictions with settled outcomes (the standing job). */
export const reputationStanding = pgTable('reputation_standing', {
  accountId: ref('account_id')
    .primaryKey()
    .references(() => accounts.id),
  agreed: integer('agreed').notNull().default(0),
  contradicted: integer('contradicted').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
