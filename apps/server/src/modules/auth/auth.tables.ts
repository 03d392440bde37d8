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
    /**
     * The phone a Viber contact card claimed for this code when that Viber account is not yet pinned
     * to it: a card does not prove the number, so another method must confirm the same number with
     * this code; that confirmation pins the Viber account (decision 046).
     */
    claimedPhone: text('claimed_phone'),
    /**
     * The number the user typed when asking for this code (given with the agreement): only a proof
     * from this number confirms the code, so nobody can sign a browser into their own account by
     * sending a guessed code or calling a flash-call number (decision 050). Null: any number.
     */
    expectedPhone: text('expected_phone'),
    /** The number reserved for a flash call to confirm this code. */
    callNumber: text('call_number'),
    method: text('method'),
    phone: text('phone'),
    accountId: ref('account_id').references(() => accounts.id),
    isNewUser: boolean('is_new_user'),
    /** The client that asked for the code, as per-address limits count it (an IPv4 address, an IPv6 /64). */
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
    // Flash-call numbers in quarantine after their code ends, and each address's live claims.
    index('auth_codes_call_number_idx')
      .on(t.callNumber, t.expiresAt)
      .where(sql`call_number is not null`),
    index('auth_codes_ip_idx').on(t.ip, t.expiresAt),
  ],
);

/**
 * Signed-in sessions (docs/decisions/025): a token names its session (`sid`); a session that is
 * revoked, past `expires_at`, or whose account is gone makes every token of it invalid.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the latest token of the session was issued (sign-in or refresh on use). */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
    /** Absolute end: no refresh extends a session past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_account_idx')
      .on(t.accountId)
      .where(sql`revoked_at is null`),
  ],
);

/**
 * Messenger accounts pinned to the one phone number they confirmed, for channels whose contact
 * card does not prove it is the sender's own (Viber): one messenger account, one phone.
 */
export const channelIdentities = pgTable(
  'channel_identities',
  {
    method: text('method').notNull(),
    channelUser: text('channel_user').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.method, t.channelUser] }), uniqueIndex('channel_identities_method_phone_key').on(t.method, t.phone)],
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
