import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';
import { numbers } from '../numbers/numbers.tables.js';
import { comments } from '../comments/comments.tables.js';

/** Reports on comments and contact names (spec §3 Reports), one per user and target. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(), // comment | contact | profile_contact
    targetKey: text('target_key').notNull(),
    numberId: ref('number_id').references(() => numbers.id, { onDelete: 'cascade' }),
    commentId: ref('comment_id').references(() => comments.id),
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
    commentId: ref('comment_id')
      .notNull()
      .references(() => comments.id),
    /** complaint: filed by a person; review: a re-post of removed text held for a moderator (no complainant). */
    kind: text('kind').notNull().default('complaint'),
    complainantId: ref('complainant_id').references(() => accounts.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    text: text('text').notNull(),
    courtDecisionLink: text('court_decision_link'),
    status: text('status').notNull().default('pending'), // pending | upheld | rejected
    reviewDeadline: timestamp('review_deadline', { withTimezone: true }).notNull(),
    moderatorId: ref('moderator_id').references(() => accounts.id),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'complaints_kind',
      sql`${t.kind} in ('complaint', 'review') and (${t.kind} = 'review' or (${t.complainantId} is not null and ${t.firstName} is not null and ${t.email} is not null))`,
    ),
    index('complaints_queue_idx')
      .on(t.reviewDeadline)
      .where(sql`status = 'pending'`),
    // One person's complaint about one comment waits once: filing it again updates the waiting one.
    uniqueIndex('complaints_pending_once')
      .on(t.commentId, t.complainantId)
      .where(sql`status = 'pending' and kind = 'complaint'`),
  ],
);

/** Followers of a comment's replies (spec §7 comment subscription add/cancel). */
export const commentSubscriptions = pgTable(
  'comment_subscriptions',
  {
    commentId: ref('comment_id')
      .notNull()
      .references(() => comments.id),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status').notNull(), // active | canceled
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.accountId] })],
);
