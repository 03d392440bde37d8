import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, PRODUCTS } from '@numscope/contract';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * The price list as data (docs/decisions/018-payments-orders.md): one row per product and country
 * ('*' for every country without its own row). `price_id` is what the page shows and an invoice
 * names; the operator CLI gives a changed price a new id, so a page loaded before the change is
 * refused with PRICE_CHANGED. A discount has its own id and window.
 */
export const prices = pgTable(
  'prices',
  {
    id: id(),
    country: text('country').notNull(),
    product: text('product').notNull(),
    priceId: text('price_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Payment-system codes in the order the chooser offers them; empty: not sold there. */
    payOrder: text('pay_order').array().notNull(),
    discountPriceId: text('discount_price_id'),
    discountAmountMinor: integer('discount_amount_minor'),
    discountStarts: timestamp('discount_starts', { withTimezone: true }),
    discountEnds: timestamp('discount_ends', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prices_country_product').on(t.country, t.product),
    uniqueIndex('prices_price_id').on(t.priceId),
    uniqueIndex('prices_discount_price_id').on(t.discountPriceId),
    check('prices_product', inList('product', PRODUCTS)),
    check('prices_amount_positive', sql`${t.amountMinor} > 0 and (${t.discountAmountMinor} is null or ${t.discountAmountMinor} > 0)`),
  ],
);

/**
 * One order per purchase: created → pending → paid | failed | expired | refunded, or review when a
 * callback's money differs from the order. Amounts in minor units. `(account_id, idempotency_key)`
 * makes a retried or double-clicked invoice one order; `request_hash` tells a reuse of the key for
 * another purchase. `credited_numcy` and `refund_shortfall` record what fulfilment gave and what a
 * refund could not take back (the NumCy were spent).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    product: text('product').notNull(),
    priceId: text('price_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** NumCy the order credits (bundles and gifts). */
    numcy: integer('numcy').notNull().default(0),
    paymentSystem: text('payment_system').notNull(),
    status: text('status').notNull().default('created'),
    email: text('email'),
    locale: text('locale').notNull().default('en-US'),
    /** Gifts: the recipient number (E.164), and whether the sender hides from the recipient. */
    recipientPhone: text('recipient_phone'),
    anonymous: boolean('anonymous').notNull().default(false),
    providerRef: text('provider_ref'),
    /** Where the buyer pays (hosted page) or the QR payload; kept so a retried invoice returns the same. */
    payUrl: text('pay_url'),
    payQr: text('pay_qr'),
    /** Why the order is in review (amount or currency of the callback). */
    reviewReason: text('review_reason'),
    creditedNumcy: integer('credited_numcy').notNull().default(0),
    refundShortfall: integer('refund_shortfall').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_idempotency').on(t.accountId, t.idempotencyKey),
    index('orders_account_idx').on(t.accountId, t.id.desc()),
    index('orders_open_idx').on(t.status, t.expiresAt),
    check('orders_status', inList('status', ORDER_STATUSES)),
    check('orders_product', inList('product', PRODUCTS)),
    check('orders_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Gifts of NumCy to a number. Credited at once when the number has an account, otherwise held
 * (recipient_account_id null) and credited at that number's first sign-in.
 */
export const gifts = pgTable(
  'gifts',
  {
    orderId: ref('order_id')
      .primaryKey()
      .references(() => orders.id),
    recipientPhone: text('recipient_phone').notNull(),
    senderAccountId: ref('sender_account_id')
      .notNull()
      .references(() => accounts.id),
    anonymous: boolean('anonymous').notNull(),
    numcy: integer('numcy').notNull(),
    recipientAccountId: ref('recipient_account_id').references(() => accounts.id),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** Refunded before it was credited: never credited. */
    cancelled: boolean('cancelled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('gifts_held_idx')
      .on(t.recipientPhone)
      .where(sql`${t.recipientAccountId} is null and not ${t.cancelled}`),
    index('gifts_recipient_idx').on(t.recipientAccountId),
  ],
);

/** A paid period of a subscription (spy, antispy: monthly). Renewal comes with the subscriptions area. */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_periods_order').on(t.orderId),
    index('subscription_periods_account_idx').on(t.accountId, t.kind, t.endsAt),
    check('subscription_periods_kind', sql`${t.kind} in ('spy', 'antispy')`),
  ],
);

/**
 * The callbacks of providers whose signature does not name our order (SoftPay signs the payment but
 * not `data.orderId`): each genuine callback's signature is unique (it covers the payment's time and
 * payer), and it settles the one order it first came for. A captured callback replayed with another
 * order's id is refused (decision 047).
 */
export const paymentCallbackProofs = pgTable(
  'payment_callback_proofs',
  {
    /** The callback endpoint (one provider, whichever of its payment methods the order used). */
    endpoint: text('endpoint').notNull(),
    proof: text('proof').notNull(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.endpoint, t.proof] })],
);

/**
 * Each account's own customer at a provider that keeps cards (Stripe), made at its first order
 * there: saved-card charges, renewals and the billing portal use only it. A customer found by the
 * e-mail a buyer types would let anyone charge anyone's saved card (decision 051).
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The callback endpoint (one provider account, whichever of its payment methods made it). */
    endpoint: text('endpoint').notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.endpoint] })],
);
