import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jobs } from '../infra/jobs/jobs.tables.js';

export { jobs };

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** People who sign in (by phone number) and write. Later issues add auth, wallet and settings. */
export const accounts = pgTable('accounts', {
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
}, (t) => [check('accounts_balance_nonnegative', sql`${t.balance} >= 0`)]);

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
    /** Precomputed profile card (modules/numbers/profile-card.ts). */
    card: jsonb('card').notNull().default(sql`'{"contacts":[],"tags":[],"comments":[],"pinned":null}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('numbers_e164_key').on(t.e164),
    index('numbers_most_discussed_idx').on(t.commentsCount.desc(), t.id),
    check('numbers_e164_format', sql`${t.e164} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('numbers_index_range', sql`${t.trustIndex} between 0 and 10`),
  ],
);

/** Names people saved a number under (contact names), one row per distinct name with its count. */
export const numberNames = pgTable(
  'number_names',
  {
    id: id(),
    numberId: ref('number_id').notNull().references(() => numbers.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nameHash: text('name_hash').notNull(),
    count: integer('count').notNull().default(1),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
  },
  (t) => [
    uniqueIndex('number_names_number_hash_key').on(t.numberId, t.nameHash),
    index('number_names_top_idx').on(t.numberId, t.count.desc(), t.id),
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
    numberId: ref('number_id').notNull().references(() => numbers.id, { onDelete: 'cascade' }),
    tagId: smallint('tag_id').notNull().references(() => tags.id),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.numberId, t.tagId] })],
);

/**
 * Comments on a number and their thread replies (parent_id set). Reaction counters and the thread
 * count are kept on the row; `interest` is the stored sort key of the default "interesting" order.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    numberId: ref('number_id').notNull().references(() => numbers.id, { onDelete: 'cascade' }),
    parentId: ref('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: ref('author_id').references(() => accounts.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    commentUps: integer('comment_ups').notNull().default(0),
    threadCount: integer('thread_count').notNull().default(0),
    isPinned: boolean('is_pinned').notNull().default(false),
    hiddenBy: text('hidden_by'),
    hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
    interest: integer('interest')
      .notNull()
      .generatedAlwaysAs(sql`likes - dislikes + 2 * thread_count + 5 * comment_ups`),
  },
  (t) => [
    index('comments_interesting_idx')
      .on(t.numberId, t.interest.desc(), t.id.desc())
      .where(sql`parent_id is null`),
    index('comments_newest_idx')
      .on(t.numberId, t.createdAt.desc(), t.id.desc())
      .where(sql`parent_id is null`),
    index('comments_thread_idx').on(t.parentId, t.createdAt, t.id).where(sql`parent_id is not null`),
    index('comments_pinned_idx').on(t.numberId).where(sql`is_pinned and parent_id is null`),
    // One own comment per author and number (spec §4: adding again updates it).
    uniqueIndex('comments_one_per_author_key').on(t.numberId, t.authorId).where(sql`parent_id is null and author_id is not null`),
    check('comments_text_length', sql`char_length(${t.text}) between 1 and 2000`),
    check('comments_counts_nonnegative', sql`likes >= 0 and dislikes >= 0 and comment_ups >= 0 and thread_count >= 0`),
  ],
);

/**
 * Sign-in codes. A code is issued to one browser (bound by a cookie secret), confirmed by a
 * channel's verified webhook for the phone that sent it, and consumed by the first check.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: id(),
    code: text('code').notNull(),
    /** sha256 of the browser's session secret; only that browser may collect the token. */
    sessionHash: text('session_hash').notNull(),
    status: text('status').notNull().default('pending'), // pending | confirmed | consumed | expired
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    /** Messenger user who opened the deep link with this code (Telegram/Viber), before sharing a contact. */
    channelUser: text('channel_user'),
    /** The number reserved for a flash call to confirm this code. */
    callNumber: text('call_number'),
    method: text('method'),
    phone: text('phone'),
    accountId: ref('account_id').references(() => accounts.id),
    isNewUser: boolean('is_new_user'),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_codes_live_code_key').on(t.code).where(sql`status in ('pending', 'confirmed')`),
    index('auth_codes_channel_user_idx').on(t.channelUser).where(sql`status = 'pending'`),
    uniqueIndex('auth_codes_call_number_key').on(t.callNumber).where(sql`status = 'pending'`),
    index('auth_codes_expires_idx').on(t.expiresAt).where(sql`status in ('pending', 'confirmed')`),
  ],
);

/** Provider events already handled, so a redelivered webhook changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    channel: text('channel').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.eventId] })],
);

/** Messages to providers (bot replies). Simulated channels leave them here for tests and the simulator panel. */
export const outbox = pgTable('outbox', {
  id: id(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

/**
 * Every NumCy movement, append-only: amount (positive credit, negative debit), why, and what it
 * paid for. `balance_after` is the account balance right after, written in the same transaction.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id.desc()), check('ledger_entries_nonzero', sql`${t.amount} <> 0`)],
);

/** A signed-in user's like or dislike of a comment or reply: at most one per user and comment. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: ref('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    kind: text('kind').notNull(), // LIKE | DISLIKE
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.accountId] }), check('comment_reactions_kind', sql`${t.kind} in ('LIKE', 'DISLIKE')`)],
);

/** Paid boosts (COMMENT_UP) a user gave a comment, summed. */
export const commentBoosts = pgTable(
  'comment_boosts',
  {
    commentId: ref('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.accountId] })],
);

/** A user's own name suggestion for a number (one per user and number); number_names counts them. */
export const nameSuggestions = pgTable(
  'name_suggestions',
  {
    numberId: ref('number_id').notNull().references(() => numbers.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nameHash: text('name_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.numberId, t.accountId] })],
);

/** A private note a user keeps on a number, visible only to its author. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    numberId: ref('number_id').notNull().references(() => numbers.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notices_number_account_key').on(t.numberId, t.accountId)],
);

/** Which user gave which tag to a number; number_tags holds the counts. */
export const tagVotes = pgTable(
  'tag_votes',
  {
    numberId: ref('number_id').notNull().references(() => numbers.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    tagId: smallint('tag_id').notNull().references(() => tags.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.numberId, t.accountId, t.tagId] })],
);

/** Searches of signed-in users: their history, and the count behind the daily free limit. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: id(),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    e164: text('e164').notNull(),
    paid: boolean('paid').notNull().default(false),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
    /** Cleared from the user's list (kept for the daily count). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('search_history_account_idx').on(t.accountId, t.searchedAt.desc())],
);

/** Reports on comments and contact names (spec §3 Reports), one per user and target. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    kind: text('kind').notNull(), // comment | contact | profile_contact
    targetKey: text('target_key').notNull(),
    numberId: ref('number_id').references(() => numbers.id, { onDelete: 'cascade' }),
    commentId: ref('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').notNull().default('accepted'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reports_once_key').on(t.accountId, t.kind, t.targetKey)],
);

/** Legal complaints about a comment, reviewed by moderators before their deadline (spec §9). */
export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    commentId: ref('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
    complainantId: ref('complainant_id').notNull().references(() => accounts.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email').notNull(),
    text: text('text').notNull(),
    courtDecisionLink: text('court_decision_link'),
    status: text('status').notNull().default('pending'), // pending | upheld | rejected
    reviewDeadline: timestamp('review_deadline', { withTimezone: true }).notNull(),
    moderatorId: ref('moderator_id').references(() => accounts.id),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('complaints_queue_idx').on(t.reviewDeadline).where(sql`status = 'pending'`)],
);

/** Followers of a comment's replies (spec §7 comment subscription add/cancel). */
export const commentSubscriptions = pgTable(
  'comment_subscriptions',
  {
    commentId: ref('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    status: text('status').notNull(), // active | canceled
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.accountId] })],
);

/** A user's like or dislike of a contact name on a number (spec §3 contact like action). */
export const contactReactions = pgTable(
  'contact_reactions',
  {
    numberId: ref('number_id').notNull().references(() => numbers.id, { onDelete: 'cascade' }),
    nameHash: text('name_hash').notNull(),
    accountId: ref('account_id').notNull().references(() => accounts.id),
    kind: text('kind').notNull(), // LIKE | DISLIKE
  },
  (t) => [primaryKey({ columns: [t.numberId, t.nameHash, t.accountId] })],
);

export const schema = { contactReactions, searchHistory, reports, complaints, commentSubscriptions, nameSuggestions, notices, tagVotes, ledgerEntries, commentReactions, commentBoosts, accounts, numbers, numberNames, tags, numberTags, comments, authCodes, webhookEvents, outbox, jobs };
