import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';
import { numbers } from '../numbers/numbers.tables.js';

/** Names people saved a number under (contact names), one row per distinct name with its count. */
export const numberNames = pgTable(
  'number_names',
  {
    id: id(),
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nameHash: text('name_hash').notNull(),
    count: integer('count').notNull().default(1),
    /**
     * The suggesters' weights summed (decision 052: each the age factor of decision 030, 0.1 for a
     * new account to 1 at 90 days; an imported count weighs 1 each). Names are shown in this order,
     * so a swarm of new accounts cannot rename a number; `count` is still what the page shows.
     */
    weight: real('weight').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
  },
  (t) => [
    uniqueIndex('number_names_number_hash_key').on(t.numberId, t.nameHash),
    index('number_names_top_idx').on(t.numberId, t.weight.desc(), t.count.desc(), t.id),
  ],
);

/** The tag catalogue (group + code), synced from the contract at start. */
export const tags = pgTable(
  'tags',
  {
    id: smallint('id').primaryKey().generatedAlwaysAsIdentity(),
    group: text('grp').notNull(),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('tags_group_code_key').on(t.group, t.code)],
);

export const numberTags = pgTable(
  'number_tags',
  {
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    tagId: smallint('tag_id')
      .notNull()
      .references(() => tags.id),
    count: integer('count').notNull().default(1),
    /** The voters' weights summed, as `number_names.weight`: the order tags are shown in. */
    weight: real('weight').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.numberId, t.tagId] })],
);

/** A user's own name suggestion for a number (one per user and number); number_names counts them. */
export const nameSuggestions = pgTable(
  'name_suggestions',
  {
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nameHash: text('name_hash').notNull(),
    /** The suggester's weight when suggesting: what `number_names.weight` holds of this suggestion. */
    weight: real('weight').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.numberId, t.accountId] })],
);

/** A private note a user keeps on a number, visible only to its author. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notices_number_account_key').on(t.numberId, t.accountId)],
);

/** Which user gave which tag to a number; number_tags holds the counts. */
export const tagVotes = pgTable(
  'tag_votes',
  {
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    tagId: smallint('tag_id')
      .notNull()
      .references(() => tags.id),
    /** The voter's weight when voting: what `number_tags.weight` holds of this vote. */
    weight: real('weight').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.numberId, t.accountId, t.tagId] })],
);

/** A user's like or dislike of a contact name on a number (spec §3 contact like action). */
export const contactReactions = pgTable(
  'contact_reactions',
  {
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    nameHash: text('name_hash').notNull(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(), // LIKE | DISLIKE
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.numberId, t.nameHash, t.accountId] })],
);

/**
 * Paid contact requests (decision 055): a user who got a call from a number asks its owner, the
 * account signed in with it, to get in touch. Paid on sending; an owner's answer reveals the two
 * numbers and names to each other (accept) or nothing (decline); unanswered by `expires_at`, the
 * expiry job refunds it. Kept after an answer: the requester's ledger entry names it.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    requesterId: ref('requester_id')
      .notNull()
      .references(() => accounts.id),
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id),
    callDate: date('call_date').notNull(),
    status: text('status').notNull().default('pending'),
    price: integer('price').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The owner who answered: their name is what an accepted request shows, whoever holds the number later. */
    answeredBy: ref('answered_by').references(() => accounts.id),
  },
  (t) => [
    check('contact_requests_status', sql`${t.status} in ('pending', 'accepted', 'declined', 'expired')`),
    // One waiting request per requester and number: asking again before an answer costs nothing twice.
    uniqueIndex('contact_requests_pending_key')
      .on(t.requesterId, t.numberId)
      .where(sql`${t.status} = 'pending'`),
    index('contact_requests_requester_idx').on(t.requesterId, t.createdAt),
    index('contact_requests_number_idx').on(t.numberId, t.createdAt),
    index('contact_requests_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
