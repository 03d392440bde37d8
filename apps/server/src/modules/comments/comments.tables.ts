import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';
import { numbers } from '../numbers/numbers.tables.js';

/**
 * Comments on a number and their thread replies (parent_id set). Reaction counters and the thread
 * count are kept on the row; `interest` is the stored sort key of the default "interesting" order.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    numberId: ref('number_id')
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    // Comments are never hard-deleted (tombstones, decision 026): complaints, reports, hides and the
    // ledger keep pointing at them.
    parentId: ref('parent_id').references((): AnyPgColumn => comments.id),
    authorId: ref('author_id').references(() => accounts.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    commentUps: integer('comment_ups').notNull().default(0),
    threadCount: integer('thread_count').notNull().default(0),
    /**
     * People other than the author with a reply that counts (published, not deleted, not removed by a
     * moderator): what a thread adds to `interest`, so one account's thirty replies weigh as one.
     */
    repliers: integer('repliers').notNull().default(0),
    isPinned: boolean('is_pinned').notNull().default(false),
    hiddenBy: text('hidden_by'),
    hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
    /** Set when the author deleted it: shown to nobody, kept for what refers to it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A re-post of text a moderator removed: shown to its author only until a moderator decides. */
    inReview: boolean('in_review').notNull().default(false),
    /** What a review says about picking up: -1 warns, 0 neutral, 1 recommends (decision 030). */
    stance: smallint('stance'),
    /** The verified owner's one answer. */
    ownerAnswer: text('owner_answer'),
    ownerAnswerAt: timestamp('owner_answer_at', { withTimezone: true }),
    /** Likes minus dislikes, each weighted by its reactor's weight (decision 030): a brigade of new accounts moves it little. */
    reactionScore: real('reaction_score').notNull().default(0),
    interest: real('interest')
      .notNull()
      .generatedAlwaysAs(sql`reaction_score + 2 * repliers + 5 * comment_ups`),
  },
  (t) => [
    index('comments_interesting_idx')
      .on(t.numberId, t.interest.desc(), t.id.desc())
      .where(sql`parent_id is null`),
    index('comments_newest_idx')
      .on(t.numberId, t.createdAt.desc(), t.id.desc())
      .where(sql`parent_id is null`),
    index('comments_thread_idx')
      .on(t.parentId, t.createdAt, t.id)
      .where(sql`parent_id is not null`),
    index('comments_pinned_idx')
      .on(t.numberId)
      .where(sql`is_pinned and parent_id is null`),
    // One own comment per author and number (spec §4: adding again updates it).
    uniqueIndex('comments_one_per_author_key')
      .on(t.numberId, t.authorId)
      .where(sql`parent_id is null and author_id is not null and deleted_at is null`),
    index('comments_removed_by_author_idx')
      .on(t.numberId, t.authorId)
      .where(sql`hidden_by = 'moderator'`),
    check('comments_text_length', sql`char_length(${t.text}) between 1 and 2000`),
    check('comments_stance', sql`${t.stance} in (-1, 0, 1)`),
    check('comments_counts_nonnegative', sql`likes >= 0 and dislikes >= 0 and comment_ups >= 0 and thread_count >= 0 and repliers >= 0`),
  ],
);

/** A signed-in user's like or dislike of a comment or reply: at most one per user and comment. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: ref('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(), // LIKE | DISLIKE
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.accountId] }), check('comment_reactions_kind', sql`${t.kind} in ('LIKE', 'DISLIKE')`)],
);

/** Paid boosts (COMMENT_UP) a user gave a comment, summed. */
export const commentBoosts = pgTable(
  'comment_boosts',
  {
    commentId: ref('comment_id')
      .notNull()
      .references(() => comments.id),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.accountId] })],
);
