import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';
import { comments } from '../comments/comments.tables.js';
import { contactRequests } from '../notes-and-names/notes-and-names.tables.js';

/**
 * One notification per event and recipient (docs/decisions/022-notifications.md). `event_key` is
 * the event's idempotency key: the same event recorded twice adds nothing. `delivery` is the
 * messenger copy: none (not asked for), pending (the delivery job takes it), sent or skipped.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(), // reply | review | name | view | contact_request | contact_accepted | contact_declined | contact_expired
    eventKey: text('event_key').notNull(),
    /** The number the event happened on (a spy's own number may have no numbers row yet). */
    e164: text('e164').notNull(),
    commentId: ref('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    threadId: ref('thread_id').references(() => comments.id, { onDelete: 'cascade' }),
    /**
     * The paid contact request (kinds contact_*, decision 057). Erasing the asker deletes their
     * requests (decision 023), and with them the owner's notifications of them.
     */
    contactRequestId: ref('contact_request_id').references(() => contactRequests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    delivery: text('delivery').notNull().default('none'),
  },
  (t) => [
    uniqueIndex('notifications_event_key').on(t.eventKey),
    index('notifications_account_idx').on(t.accountId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.accountId)
      .where(sql`${t.readAt} is null`),
    index('notifications_delivery_idx')
      .on(t.id)
      .where(sql`${t.delivery} = 'pending'`),
    index('notifications_contact_request_idx')
      .on(t.contactRequestId)
      .where(sql`${t.contactRequestId} is not null`),
    check(
      'notifications_kind',
      sql`${t.kind} in ('reply', 'review', 'name', 'view', 'contact_request', 'contact_accepted', 'contact_declined', 'contact_expired')`,
    ),
    check('notifications_delivery', sql`${t.delivery} in ('none', 'pending', 'sent', 'skipped')`),
  ],
);

/** The notification flags of spec §3 per account and where messenger copies go; no row means the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  accountId: ref('account_id')
    .primaryKey()
    .references(() => accounts.id),
  newNotice: boolean('new_notice').notNull().default(true),
  newContactName: boolean('new_contact_name').notNull().default(true),
  commonAcquaintances: boolean('common_acquaintances').notNull().default(true),
  deliverWithoutSound: boolean('deliver_without_sound').notNull().default(false),
  messengerDelivery: boolean('messenger_delivery').notNull().default(false),
  /** Designed (decision 057): paid contact requests to my number, and the answers to those I sent. */
  contactRequests: boolean('contact_requests').notNull().default(true),
  /** The sign-in method of the latest sign-in and its messenger user (chat id, Viber id, WhatsApp number); SMS and flash call leave null. */
  messengerMethod: text('messenger_method'),
  messengerRecipient: text('messenger_recipient'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * How far a scan of another area's rows got: `views` is the last search_history id turned into
 * view notifications (the lookup itself stays four statements; a job derives views afterwards).
 */
export const notificationCursors = pgTable('notification_cursors', {
  name: text('name').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
});
