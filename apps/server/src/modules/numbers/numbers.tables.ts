import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';

/**
 * A looked-up phone number (E.164 key) with its precomputed aggregates, so that a lookup is one
 * indexed read. The aggregates are rewritten by the scoring module whenever their inputs change.
 */
export const numbers = pgTable(
  'numbers',
  {
    id: id(),
    e164: text('e164').notNull(),
    country: text('country'),
    ownerAccountId: ref('owner_account_id').references(() => accounts.id),
    avgFirstName: text('avg_first_name'),
    avgLastName: text('avg_last_name'),
    commentsCount: integer('comments_count').notNull().default(0),
    bans: integer('bans').notNull().default(0),
    contactsCount: integer('contacts_count').notNull().default(0),
    trustIndex: real('trust_index').notNull().default(5),
    isVerified: boolean('is_verified').notNull().default(false),
    isUnwanted: boolean('is_unwanted').notNull().default(false),
    isManyCalls: boolean('is_many_calls').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    /**
     * Precomputed profile card (numbers.repository.ts; rebuilt before commit by the unit of work). The
     * default is never shown: `card_until`'s default marks a card that was never built as stale.
     */
    card: jsonb('card')
      .notNull()
      .default(sql`'{"contacts":[],"tags":[],"comments":[],"pinned":null}'::jsonb`),
    /** Accounts who wrote the card's comments: a change to what is shown of one rebuilds the cards that show it. */
    cardAuthors: bigint('card_authors', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /**
     * When the card stops being what a visitor sees (a hide ends); null: until a write changes it.
     * `-infinity` (the default): never built as the answer's shape, so the lookup builds it (decision 037).
     */
    cardUntil: timestamp('card_until', { withTimezone: true }).default(sql`'-infinity'`),
    createdAt: createdAt(),
    /** Why the index is what it is (contract ReputationSchema, decision 030); null until first scored. */
    reputation: jsonb('reputation'),
    /**
     * Since when the reputation is settled (enough weight, an index of 3 or lower or 7 or higher);
     * null while it is not. Track records judge only voices given after it (decision 052).
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When decay will have moved the index enough to score it again (the rescore job). */
    rescoreAt: timestamp('rescore_at', { withTimezone: true }),
    /** Signals before this time no longer count: a moderator upheld the owner's review request. */
    reputationResetAt: timestamp('reputation_reset_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('numbers_e164_key').on(t.e164),
    index('numbers_most_discussed_idx').on(t.commentsCount.desc(), t.id),
    index('numbers_card_until_idx')
      .on(t.cardUntil)
      .where(sql`card_until is not null`),
    index('numbers_card_authors_idx').using('gin', t.cardAuthors),
    // The standing job reads the few settled numbers, not the whole table.
    index('numbers_settled_idx')
      .on(t.settledAt)
      .where(sql`settled_at is not null`),
    index('numbers_rescore_idx')
      .on(t.rescoreAt)
      .where(sql`rescore_at is not null`),
    check('numbers_e164_format', sql`${t.e164} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('numbers_index_range', sql`${t.trustIndex} between 0 and 10`),
  ],
);

/**
 * The numbers on which an account has something of its own that a lookup shows back to it (decision
 * 043): a top-level comment, a reaction or boost on a comment, a name suggestion, a note, a reaction
 * to a contact name. Database triggers add a row with each such write, so no write path can miss
 * one; rows are never removed when the write is undone, so a mark is a superset. A signed-in lookup
 * of an unmarked number (most of them) reads no viewer part at all.
 */
export const viewerMarks = pgTable(
  'viewer_marks',
  {
    accountId: ref('account_id').notNull(),
    numberId: ref('number_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.numberId] })],
);
