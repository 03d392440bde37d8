import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';

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
    uniqueIndex('auth_codes_live_code_key')
      .on(t.code)
      .where(sql`status in ('pending', 'confirmed')`),
    index('auth_codes_channel_user_idx')
      .on(t.channelUser)
      .where(sql`status = 'pending'`),
    uniqueIndex('auth_codes_call_number_key')
      .on(t.callNumber)
      .where(sql`status = 'pending'`),
    index('auth_codes_expires_idx')
      .on(t.expiresAt)
      .where(sql`status in ('pending', 'confirmed')`),
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
