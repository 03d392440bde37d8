import { SUBSCRIPTION_GIVING_STATUSES, type SubscriptionKind, type SubscriptionStatus } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { GRACE_MS } from './rules.js';

const s = (name: string, text: string): Statement => ({ name, text });
const GIVING = SUBSCRIPTION_GIVING_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * Whether the subscription row `sub` gives its benefits at `at` (a timestamptz expression): paid up
 * and not paused, or past its end but still in the grace period while renewal is being retried.
 * Exact whatever the job's lag (the job only moves statuses along for display).
 */
export function activeSql(sub: string, at: string): string {
  return `(${sub}.status in (${GIVING}) and (${sub}.expires_at > ${at}
    or (${sub}.auto_renewing and ${sub}.status <> 'cancelled' and ${sub}.expires_at + interval '${GRACE_MS / 1000} seconds' > ${at})))`;
}

/**
 * Whether the account row `account` is hidden by anti-spy at `at` (docs/decisions/021): switched on
 * in its settings, with an anti-spy subscription giving its benefits then.
 */
export function antispyHidesSql(account: string, at: string): string {
  return `(${account}.antispy_enabled and exists (select 1 from subscriptions antispy where antispy.account_id = ${account}.id
    and antispy.kind = 'antispy' and ${activeSql('antispy', at)}))`;
}

/**
 * Whether the owner of the numbers row `number` hides the number's people (saved names, average
 * name) from `viewer` at `at`: their anti-spy does, from everyone but themselves (decision 053).
 * Every read that answers about those names asks it, so none of them tells a guessed name apart.
 */
export function ownerHidesPeopleSql(number: string, viewer: string, at: string): string {
  return `exists (select 1 from accounts owner where owner.id = ${number}.owner_account_id and owner.id is distinct from ${viewer}
    and ${antispyHidesSql('owner', at)})`;
}

/**
 * The same rule where the query has joined the account's anti-spy subscription as `sub` (a left
 * join: null when there is none). An index probe instead of a subquery, for the lookup's statement.
 */
export function antispyHidesJoinedSql(account: string, sub: string, at: string): string {
  return `(${account}.antispy_enabled and coalesce(${activeSql(sub, at)}, false))`;
}

const COLUMNS = `s.id, s.account_id, s.kind, s.status, s.expires_at, s.auto_renewing, s.payment_system, s.parent_order_id,
  s.renewal_order_id, s.renewals, s.failed_attempts, s.next_attempt_at, s.paused_at, s.country_code`;

const SQL = {
  list: s(
    'subs_list',
    `select ${COLUMNS}, a.phone from subscriptions s join accounts a on a.id = s.account_id where s.account_id = $1 order by s.kind`,
  ),
  byId: s('subs_by_id', `select ${COLUMNS}, a.phone from subscriptions s join accounts a on a.id = s.account_id where s.id = $1`),
  lockById: s('subs_lock_by_id', `select ${COLUMNS} from subscriptions s where s.id = $1 for update`),
  lockByKind: s('subs_lock_by_kind', `select ${COLUMNS} from subscriptions s where s.account_id = $1 and s.kind = $2 for update`),
  insert: s(
    'subs_insert',
    `insert into subscriptions (account_id, kind, status, expires_at, auto_renewing, payment_system, parent_order_id, next_attempt_at,
      country_code, created_at, updated_at)
    values ($1, $2, 'active', $3, $4, $5, $6, $7, $8, $9, $9)`,
  ),
  update: s(
    'subs_update',
    `update subscriptions set status = $2, expires_at = $3, auto_renewing = $4, payment_system = $5, parent_order_id = $6,
      renewal_order_id = $7, renewals = $8, failed_attempts = $9, next_attempt_at = $10, paused_at = $11, updated_at = $12
    where id = $1`,
  ),
  /**
   * Due for an automatic charge; rows another instance holds are left to it. A deleted account is
   * never charged again: nobody can sign in to it to cancel (its subscriptions run out instead).
   */
  due: s(
    'subs_due',
    `select ${COLUMNS} from subscriptions s
    where s.next_attempt_at <= $1 and s.renewal_order_id is null and s.auto_renewing and s.status in ('active', 'grace')
      and not exists (select 1 from accounts a where a.id = s.account_id and a.deleted_at is not null)
    order by s.next_attempt_at limit $2 for update of s skip locked`,
  ),
  running: s(
    'subs_running',
    `select s.id, s.renewal_order_id from subscriptions s where s.renewal_order_id is not null order by s.id limit $1`,
  ),
  /** Display statuses that time moved on; pauses longer than the limit resume on their own. */
  transitions: s(
    'subs_transitions',
    `with moved as (
      update subscriptions s set
        status = case
          when s.status = 'paused' then 'active'
          when s.status = 'active' and s.auto_renewing and (s.next_attempt_at is not null or s.renewal_order_id is not null)
            and s.expires_at + interval '${GRACE_MS / 1000} seconds' > $1 then 'grace'
          else 'expired' end,
        expires_at = case when s.status = 'paused' then s.expires_at + ($1::timestamptz - s.paused_at) else s.expires_at end,
        next_attempt_at = case
          when s.status = 'paused' and s.auto_renewing then s.expires_at + ($1::timestamptz - s.paused_at) - $3 * interval '1 millisecond'
          when s.status = 'active' and s.auto_renewing and (s.next_attempt_at is not null or s.renewal_order_id is not null)
            and s.expires_at + interval '${GRACE_MS / 1000} seconds' > $1 then s.next_attempt_at
          else null end,
        paused_at = null,
        updated_at = $1
      where s.id in (
        select id from subscriptions
        where (status in ('active', 'cancelled') and expires_at <= $1)
           or (status = 'grace' and expires_at + interval '${GRACE_MS / 1000} seconds' <= $1)
           or (status = 'paused' and paused_at <= $2)
        for update skip locked)
      returning s.id)
    select count(*)::int as n from moved`,
  ),
  /** Active benefits of one account at a time. */
  activeKinds: s('subs_active_kinds', `select s.kind from subscriptions s where s.account_id = $1 and ${activeSql('s', '$2')}`),
  /**
   * Who looked a number up: entries with a search anti-spy did not cover when it was made (decision
   * 048), shown at that search's time, from searchers whom anti-spy does not cover now.
   */
  views: s(
    'subs_spy_views',
    `select a.phone, a.first_name, a.last_name, extract(epoch from h.visible_at)::bigint as at
    from search_history h join accounts a on a.id = h.account_id
    where h.e164 = $1 and h.account_id <> $2 and h.visible_at is not null
      and not ${antispyHidesSql('a', '$3')}
    order by h.day desc, h.visible_at desc, h.id desc limit $4 offset $5`,
  ),
  phone: s('subs_account_phone', 'select phone from accounts where id = $1'),
  isPro: s('subs_is_pro', 'select is_pro from accounts where id = $1'),
};

export interface SubscriptionRow {
  id: number;
  account_id: number;
  kind: SubscriptionKind;
  status: SubscriptionStatus;
  expires_at: Date;
  auto_renewing: boolean;
  payment_system: string;
  parent_order_id: number;
  renewal_order_id: number | null;
  renewals: number;
  failed_attempts: number;
  next_attempt_at: Date | null;
  paused_at: Date | null;
  country_code: string;
}
export type SubscriptionWithPhone = SubscriptionRow & { phone: string };

const asDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
function norm<T extends SubscriptionRow>(r: T): T {
  return {
    ...r,
    id: Number(r.id),
    account_id: Number(r.account_id),
    parent_order_id: Number(r.parent_order_id),
    renewal_order_id: r.renewal_order_id === null ? null : Number(r.renewal_order_id),
    expires_at: asDate(r.expires_at)!,
    next_attempt_at: asDate(r.next_attempt_at),
    paused_at: asDate(r.paused_at),
  };
}

/** All SQL of subscriptions. */
export function createSubscriptionsRepository(db: Querier) {
  return {
    list: async (accountId: number, q: Querier = db) => (await q.query<SubscriptionWithPhone>(SQL.list, [accountId])).map(norm),
    byId: async (id: number, q: Querier = db) => {
      const r = await queryOne<SubscriptionWithPhone>(q, SQL.byId, [id]);
      return r ? norm(r) : null;
    },
    lockById: async (id: number, q: Querier) => {
      const r = await queryOne<SubscriptionRow>(q, SQL.lockById, [id]);
      return r ? norm(r) : null;
    },
    lockByKind: async (accountId: number, kind: SubscriptionKind, q: Querier) => {
      const r = await queryOne<SubscriptionRow>(q, SQL.lockByKind, [accountId, kind]);
      return r ? norm(r) : null;
    },
    async insert(
      v: {
        accountId: number;
        kind: SubscriptionKind;
        expiresAt: Date;
        autoRenewing: boolean;
        paymentSystem: string;
        parentOrderId: number;
        nextAttemptAt: Date | null;
        countryCode: string;
        now: Date;
      },
      q: Querier,
    ) {
      await q.query(SQL.insert, [
        v.accountId,
        v.kind,
        v.expiresAt,
        v.autoRenewing,
        v.paymentSystem,
        v.parentOrderId,
        v.nextAttemptAt,
        v.countryCode,
        v.now,
      ]);
    },
    async update(r: SubscriptionRow, now: Date, q: Querier) {
      await q.query(SQL.update, [
        r.id,
        r.status,
        r.expires_at,
        r.auto_renewing,
        r.payment_system,
        r.parent_order_id,
        r.renewal_order_id,
        r.renewals,
        r.failed_attempts,
        r.next_attempt_at,
        r.paused_at,
        now,
      ]);
    },
    due: async (now: Date, limit: number, q: Querier) => (await q.query<SubscriptionRow>(SQL.due, [now, limit])).map(norm),
    running: async (limit: number, q: Querier = db) =>
      (await q.query<{ id: number; renewal_order_id: number }>(SQL.running, [limit])).map((r) => ({
        id: Number(r.id),
        orderId: Number(r.renewal_order_id),
      })),
    async transitions(now: Date, pausedBefore: Date, renewAheadMs: number, q: Querier = db): Promise<number> {
      return (await queryOne<{ n: number }>(q, SQL.transitions, [now, pausedBefore, renewAheadMs]))!.n;
    },
    activeKinds: async (accountId: number, at: Date, q: Querier = db) =>
      (await q.query<{ kind: SubscriptionKind }>(SQL.activeKinds, [accountId, at])).map((r) => r.kind),
    views: (v: { e164: string; accountId: number; at: Date; limit: number; offset: number }, q: Querier = db) =>
      q.query<{ phone: string; first_name: string | null; last_name: string | null; at: number }>(SQL.views, [
        v.e164,
        v.accountId,
        v.at,
        v.limit,
        v.offset,
      ]),
    isPro: async (accountId: number, q: Querier = db) => (await queryOne<{ is_pro: boolean }>(q, SQL.isPro, [accountId]))?.is_pro ?? false,
    phone: async (accountId: number, q: Querier = db) => (await queryOne<{ phone: string }>(q, SQL.phone, [accountId]))?.phone ?? null,
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
