import { sql } from 'drizzle-orm';
import { SUBSCRIPTION_KINDS, SUBSCRIPTION_STATUSES } from '@numscope/contract';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';
import { orders } from '../payments/payments.tables.js';

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * One monthly subscription per account and kind (docs/decisions/021-subscriptions.md). Paid time
 * comes from paid orders (payments' `subscription_periods` keep each order's month); this row
 * holds the state: expiry, auto-renewal, the renewal charge on its way and the retry schedule,
 * a pause. `parent_order_id` is the first paid order of the current run (Robokassa's
 * PreviousInvoiceID); `renewal_order_id` is set while a renewal charge is unconfirmed, which
 * refuses a second one.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    autoRenewing: boolean('auto_renewing').notNull(),
    paymentSystem: text('payment_system').notNull(),
    parentOrderId: ref('parent_order_id')
      .notNull()
      .references(() => orders.id),
    renewalOrderId: ref('renewal_order_id').references(() => orders.id),
    /** Renewal charges started (names each charge's idempotency key). */
    renewals: integer('renewals').notNull().default(0),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The buyer's country (Stripe formats prices with it). */
    countryCode: text('country_code').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_account_kind').on(t.accountId, t.kind),
    index('subscriptions_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
    index('subscriptions_expiry_idx').on(t.status, t.expiresAt),
    check('subscriptions_kind', inList('kind', SUBSCRIPTION_KINDS)),
    check('subscriptions_status', inList('status', SUBSCRIPTION_STATUSES)),
    check('subscriptions_failed_nonnegative', sql`${t.failedAttempts} >= 0`),
  ],
);
