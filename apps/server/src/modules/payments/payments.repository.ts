import type { OrderStatus, ProductId } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { touchAuthor } from '../../db/unit-of-work.js';

const s = (name: string, text: string): Statement => ({ name, text });

const ORDER_COLUMNS = `id, account_id, idempotency_key, request_hash, product, price_id, amount_minor, currency, numcy, payment_system, status,
  email, locale, recipient_phone, anonymous, provider_ref, pay_url, pay_qr, review_reason, credited_numcy, refund_shortfall,
  extract(epoch from created_at)::bigint as created, extract(epoch from paid_at)::bigint as paid, expires_at`;

const SQL = {
  // The country's own rows, and the '*' row of each product the country has none for.
  pricesFor: s(
    'payments_prices_for',
    `select distinct on (product) country, product, price_id, amount_minor, currency, pay_order, discount_price_id,
      discount_amount_minor, discount_starts, discount_ends
    from prices where country = $1 or country = '*' order by product, (country = '*')`,
  ),
  priceRows: s(
    'payments_price_rows',
    `select country, product, price_id, amount_minor, currency, pay_order, discount_price_id, discount_amount_minor,
      discount_starts, discount_ends from prices order by country, product`,
  ),
  upsertPrice: s(
    'payments_upsert_price',
    `insert into prices (country, product, price_id, amount_minor, currency, pay_order, updated_at)
    values ($1, $2, $3, $4, $5, $6, $7)
    on conflict (country, product) do update set price_id = excluded.price_id, amount_minor = excluded.amount_minor,
      currency = excluded.currency, pay_order = excluded.pay_order, updated_at = excluded.updated_at
    returning price_id`,
  ),
  setDiscount: s(
    'payments_set_discount',
    `update prices set discount_price_id = $3, discount_amount_minor = $4, discount_starts = $5, discount_ends = $6, updated_at = $7
    where country = $1 and product = $2 returning price_id`,
  ),
  deletePrice: s('payments_delete_price', 'delete from prices where country = $1 and product = $2 returning price_id'),

  insertOrder: s(
    'payments_insert_order',
    `insert into orders (account_id, idempotency_key, request_hash, product, price_id, amount_minor, currency, numcy,
      payment_system, email, locale, recipient_phone, anonymous, created_at, updated_at, expires_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)
    on conflict (account_id, idempotency_key) do nothing returning ${ORDER_COLUMNS}`,
  ),
  byKey: s('payments_order_by_key', `select ${ORDER_COLUMNS} from orders where account_id = $1 and idempotency_key = $2`),
  byId: s('payments_order_by_id', `select ${ORDER_COLUMNS} from orders where id = $1`),
  /** The e-mail and method of the account's latest paid order among these methods (the provider's customer). */
  /** The account's customer at the endpoint of its latest paid order among these methods (the billing portal's). */
  lastPaidCustomer: s(
    'payments_last_paid_customer',
    `select pc.customer_ref, o.payment_system from orders o
      join payment_customers pc on pc.account_id = o.account_id and pc.endpoint = any($3::text[])
    where o.account_id = $1 and o.status = 'paid' and o.payment_system = any($2::text[])
    order by o.paid_at desc, o.id desc limit 1`,
  ),
  customer: s('payments_customer', 'select customer_ref from payment_customers where account_id = $1 and endpoint = $2'),
  /** The customers a deleted account has at card providers (erasure forgets them there too). */
  deletedAccountCustomers: s(
    'payments_deleted_account_customers',
    `select pc.endpoint, pc.customer_ref from payment_customers pc join accounts a on a.id = pc.account_id
    where pc.account_id = $1 and a.deleted_at is not null`,
  ),
  dropCustomer: s(
    'payments_drop_customer',
    'delete from payment_customers where account_id = $1 and endpoint = $2 and ($3::text is null or customer_ref = $3)',
  ),
  saveCustomer: s(
    'payments_save_customer',
    `insert into payment_customers (account_id, endpoint, customer_ref, created_at) values ($1, $2, $3, $4)
    on conflict (account_id, endpoint) do nothing`,
  ),
  idByProviderRef: s(
    'payments_order_by_provider_ref',
    `select id from orders where provider_ref = $1 and payment_system = any($2::text[]) limit 1`,
  ),
  lock: s('payments_order_lock', `select ${ORDER_COLUMNS} from orders where id = $1 for update`),
  /** The order a callback's proof settles: this one when it is new, else the one it came for first (decision 047). */
  proofOrder: s(
    'payments_proof_order',
    `with added as (
      insert into payment_callback_proofs (endpoint, proof, order_id, created_at) values ($1, $2, $3, $4)
      on conflict do nothing returning order_id)
    select order_id from added union all
    select order_id from payment_callback_proofs where endpoint = $1 and proof = $2 and not exists (select 1 from added)`,
  ),
  started: s(
    'payments_order_started',
    `update orders set status = 'pending', provider_ref = coalesce($2, provider_ref), pay_url = $3, pay_qr = $4, updated_at = $5
    where id = $1 and status in ('created', 'pending') returning id`,
  ),
  /** The provider's id of a charge whose callback settled the order before the charge call returned. */
  fillRef: s('payments_order_fill_ref', 'update orders set provider_ref = $2 where id = $1 and provider_ref is null'),
  setStatus: s(
    'payments_order_status',
    `update orders set status = $2, review_reason = coalesce($3, review_reason), provider_ref = coalesce($4, provider_ref),
      paid_at = case when $2 = 'paid' then $5::timestamptz else paid_at end, credited_numcy = coalesce($6, credited_numcy),
      refund_shortfall = coalesce($7, refund_shortfall), updated_at = $5
    where id = $1`,
  ),
  list: s('payments_orders_list', `select ${ORDER_COLUMNS} from orders where account_id = $1 order by id desc limit $2 offset $3`),
  expire: s(
    'payments_expire',
    `update orders set status = 'expired', updated_at = $1 where id in (
      select id from orders where status in ('created', 'pending') and expires_at <= $1 order by id limit 500 for update skip locked)
    returning id`,
  ),
  toPoll: s(
    'payments_to_poll',
    `select ${ORDER_COLUMNS} from orders
    where status in ('created', 'pending') and payment_system = any($1) and created_at <= $2 order by id limit $3`,
  ),

  accountByPhone: s('payments_account_by_phone', 'select id from accounts where phone = $1'),
  isPro: s('payments_is_pro', 'select is_pro from accounts where id = $1'),
  setPro: s('payments_set_pro', 'update accounts set is_pro = $2 where id = $1'),
  insertPeriod: s(
    'payments_insert_period',
    `insert into subscription_periods (account_id, kind, order_id, starts_at, ends_at, created_at)
    select $1, $2, $3, st, st + interval '1 month', $4 from (
      select greatest($4::timestamptz, coalesce(max(ends_at), $4::timestamptz)) as st from subscription_periods where account_id = $1 and kind = $2) x
    on conflict (order_id) do nothing`,
  ),
  endPeriod: s('payments_end_period', 'update subscription_periods set ends_at = least(ends_at, $2) where order_id = $1'),

  insertGift: s(
    'payments_insert_gift',
    `insert into gifts (order_id, recipient_phone, sender_account_id, anonymous, numcy, recipient_account_id, credited_at, created_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (order_id) do nothing`,
  ),
  gift: s(
    'payments_gift',
    'select order_id, recipient_account_id, credited_at is not null as credited, cancelled from gifts where order_id = $1 for update',
  ),
  cancelGift: s('payments_cancel_gift', 'update gifts set cancelled = true where order_id = $1'),
  heldGifts: s(
    'payments_held_gifts',
    `select order_id, numcy from gifts where recipient_phone = $1 and recipient_account_id is null and not cancelled
    order by order_id for update skip locked`,
  ),
  creditGift: s('payments_credit_gift', 'update gifts set recipient_account_id = $2, credited_at = $3 where order_id = $1'),
  giftsReceived: s(
    'payments_gifts_received',
    `select g.order_id, g.numcy, case when g.anonymous then null else a.phone end as from_phone,
      extract(epoch from g.credited_at)::bigint as credited
    from gifts g join accounts a on a.id = g.sender_account_id
    where g.recipient_account_id = $1 and g.credited_at is not null and not g.cancelled order by g.order_id desc limit 100`,
  ),
};

export interface PriceRow {
  country: string;
  product: ProductId;
  price_id: string;
  amount_minor: number;
  currency: string;
  pay_order: string[];
  discount_price_id: string | null;
  discount_amount_minor: number | null;
  discount_starts: Date | string | null;
  discount_ends: Date | string | null;
}

export interface OrderRow {
  id: number;
  account_id: number;
  idempotency_key: string;
  request_hash: string;
  product: ProductId;
  price_id: string;
  amount_minor: number;
  currency: string;
  numcy: number;
  payment_system: string;
  status: OrderStatus;
  email: string | null;
  locale: string;
  recipient_phone: string | null;
  anonymous: boolean;
  provider_ref: string | null;
  pay_url: string | null;
  pay_qr: string | null;
  review_reason: string | null;
  credited_numcy: number;
  refund_shortfall: number;
  created: number;
  paid: number | null;
  expires_at: Date | string;
}

export interface NewOrder {
  accountId: number;
  idempotencyKey: string;
  requestHash: string;
  product: ProductId;
  priceId: string;
  amountMinor: number;
  currency: string;
  numcy: number;
  paymentSystem: string;
  email: string | null;
  locale: string;
  recipientPhone: string | null;
  anonymous: boolean;
  now: Date;
  expiresAt: Date;
}

/** Prices, orders, gifts and subscription periods: all of the payments area's SQL. */
export function createPaymentsRepository(db: Querier) {
  return {
    pricesFor: (country: string, q: Querier = db) => q.query<PriceRow>(SQL.pricesFor, [country]),
    priceRows: (q: Querier = db) => q.query<PriceRow>(SQL.priceRows),
    async upsertPrice(
      p: { country: string; product: ProductId; priceId: string; amountMinor: number; currency: string; payOrder: string[]; now: Date },
      q: Querier = db,
    ) {
      return (
        (
          await queryOne<{ price_id: string }>(q, SQL.upsertPrice, [
            p.country,
            p.product,
            p.priceId,
            p.amountMinor,
            p.currency,
            p.payOrder,
            p.now,
          ])
        )?.price_id ?? null
      );
    },
    async setDiscount(
      p: {
        country: string;
        product: ProductId;
        priceId: string | null;
        amountMinor: number | null;
        starts: Date | null;
        ends: Date | null;
        now: Date;
      },
      q: Querier = db,
    ) {
      return (await q.query(SQL.setDiscount, [p.country, p.product, p.priceId, p.amountMinor, p.starts, p.ends, p.now])).length === 1;
    },
    async deletePrice(country: string, product: ProductId, q: Querier = db) {
      return (await q.query(SQL.deletePrice, [country, product])).length === 1;
    },

    /** The new order, or null when this account used the key before (then read it with byKey). */
    async insertOrder(o: NewOrder, q: Querier = db): Promise<OrderRow | null> {
      return (
        (await queryOne<OrderRow>(q, SQL.insertOrder, [
          o.accountId,
          o.idempotencyKey,
          o.requestHash,
          o.product,
          o.priceId,
          o.amountMinor,
          o.currency,
          o.numcy,
          o.paymentSystem,
          o.email,
          o.locale,
          o.recipientPhone,
          o.anonymous,
          o.now,
          o.expiresAt,
        ])) ?? null
      );
    },
    byKey: async (accountId: number, key: string, q: Querier = db) => (await queryOne<OrderRow>(q, SQL.byKey, [accountId, key])) ?? null,
    byId: async (id: number, q: Querier = db) => (await queryOne<OrderRow>(q, SQL.byId, [id])) ?? null,
    lastPaidCustomer: async (accountId: number, codes: string[], endpoints: string[]) =>
      (await queryOne<{ customer_ref: string; payment_system: string }>(db, SQL.lastPaidCustomer, [accountId, codes, endpoints])) ?? null,
    /** The account's own customer at a provider's endpoint (Stripe), if one was made. */
    customer: async (accountId: number, endpoint: string) =>
      (await queryOne<{ customer_ref: string }>(db, SQL.customer, [accountId, endpoint]))?.customer_ref ?? null,
    deletedAccountCustomers: (accountId: number) =>
      db.query<{ endpoint: string; customer_ref: string }>(SQL.deletedAccountCustomers, [accountId]),
    /** Forgets the account's customer at the endpoint (only `customerRef` when given: another request may have replaced it). */
    dropCustomer: async (accountId: number, endpoint: string, customerRef: string | null = null) => {
      await db.query(SQL.dropCustomer, [accountId, endpoint, customerRef]);
    },
    /** Stores a new customer; the first stored wins when two first orders made one each at once. */
    saveCustomer: async (accountId: number, endpoint: string, customerRef: string, now: Date) => {
      await db.query(SQL.saveCustomer, [accountId, endpoint, customerRef, now]);
    },
    /** The order locked for this transaction: callbacks of one order are applied one after the other. */
    /** The order a provider names only by its own payment id (e.g. a Stripe dispute names the payment intent). */
    idByProviderRef: async (ref: string, paymentSystems: string[], q: Querier = db) =>
      (await queryOne<{ id: number }>(q, SQL.idByProviderRef, [ref, paymentSystems]))?.id ?? null,
    lock: async (id: number, q: Querier = db) => (await queryOne<OrderRow>(q, SQL.lock, [id])) ?? null,
    async proofOrder(endpoint: string, proof: string, orderId: number, now: Date, q: Querier = db): Promise<number | null> {
      return (await queryOne<{ order_id: number }>(q, SQL.proofOrder, [endpoint, proof, orderId, now]))?.order_id ?? null;
    },
    /** The payment started at the provider; an order its callback already settled keeps its status and gets the provider's id. */
    async started(id: number, s: { providerRef: string | null; url: string | null; qr: string | null; now: Date }, q: Querier = db) {
      if ((await q.query(SQL.started, [id, s.providerRef, s.url, s.qr, s.now])).length === 0 && s.providerRef)
        await q.query(SQL.fillRef, [id, s.providerRef]);
    },
    async setStatus(
      id: number,
      s: {
        status: OrderStatus;
        now: Date;
        reviewReason?: string;
        providerRef?: string | null;
        creditedNumcy?: number;
        refundShortfall?: number;
      },
      q: Querier = db,
    ) {
      await q.query(SQL.setStatus, [
        id,
        s.status,
        s.reviewReason ?? null,
        s.providerRef ?? null,
        s.now,
        s.creditedNumcy ?? null,
        s.refundShortfall ?? null,
      ]);
    },
    list: (accountId: number, limit: number, offset: number, q: Querier = db) => q.query<OrderRow>(SQL.list, [accountId, limit, offset]),
    /** Open orders past their lifetime become expired; returns their ids. Rows other instances hold are left to them. */
    async expire(now: Date, q: Querier = db) {
      return (await q.query<{ id: number }>(SQL.expire, [now])).map((r) => r.id);
    },
    toPoll: (codes: string[], createdBefore: Date, limit: number, q: Querier = db) =>
      q.query<OrderRow>(SQL.toPoll, [codes, createdBefore, limit]),

    accountByPhone: async (phone: string, q: Querier = db) => (await queryOne<{ id: number }>(q, SQL.accountByPhone, [phone]))?.id ?? null,
    isPro: async (accountId: number, q: Querier = db) => (await queryOne<{ is_pro: boolean }>(q, SQL.isPro, [accountId]))?.is_pro ?? false,
    /** The PRO mark shows beside the account's reviews: the cards that show them are rebuilt right after commit. */
    setPro: async (accountId: number, pro: boolean, q: Querier = db) => {
      await q.query(SQL.setPro, [accountId, pro]);
      touchAuthor(q, accountId);
    },
    insertPeriod: async (p: { accountId: number; kind: 'spy' | 'antispy'; orderId: number; now: Date }, q: Querier = db) =>
      void (await q.query(SQL.insertPeriod, [p.accountId, p.kind, p.orderId, p.now])),
    endPeriod: async (orderId: number, now: Date, q: Querier = db) => void (await q.query(SQL.endPeriod, [orderId, now])),

    insertGift: async (
      g: {
        orderId: number;
        recipientPhone: string;
        senderAccountId: number;
        anonymous: boolean;
        numcy: number;
        recipientAccountId: number | null;
        now: Date;
      },
      q: Querier = db,
    ) =>
      void (await q.query(SQL.insertGift, [
        g.orderId,
        g.recipientPhone,
        g.senderAccountId,
        g.anonymous,
        g.numcy,
        g.recipientAccountId,
        g.recipientAccountId === null ? null : g.now,
        g.now,
      ])),
    gift: async (orderId: number, q: Querier = db) =>
      (await queryOne<{ order_id: number; recipient_account_id: number | null; credited: boolean; cancelled: boolean }>(q, SQL.gift, [
        orderId,
      ])) ?? null,
    cancelGift: async (orderId: number, q: Querier = db) => void (await q.query(SQL.cancelGift, [orderId])),
    heldGifts: (phone: string, q: Querier = db) => q.query<{ order_id: number; numcy: number }>(SQL.heldGifts, [phone]),
    creditGift: async (orderId: number, accountId: number, now: Date, q: Querier = db) =>
      void (await q.query(SQL.creditGift, [orderId, accountId, now])),
    giftsReceived: (accountId: number, q: Querier = db) =>
      q.query<{ order_id: number; numcy: number; from_phone: string | null; credited: number }>(SQL.giftsReceived, [accountId]),
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
