import type { SubscriptionKind } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { activeSql } from '../subscriptions/index.js';

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  list: s(
    'h_list',
    `select id, e164, paid, extract(epoch from searched_at)::bigint as at from search_history
    where account_id = $1 and removed_at is null order by id desc limit $2 offset $3`,
  ),
  remove: s('h_remove', 'update search_history set removed_at = $3 where id = $1 and account_id = $2 and removed_at is null returning id'),
  clear: s('h_clear', 'update search_history set removed_at = $2 where account_id = $1 and removed_at is null'),
  setOverlimit: s('h_set_overlimit', 'update accounts set overlimit_search = $2 where id = $1'),
  overlimit: s('h_overlimit', 'select overlimit_search from accounts where id = $1'),
  featured: s('h_featured', 'select e164 from numbers order by comments_count desc, id limit 8'),
  // PRO has no daily limit (docs/decisions/021): nothing counts against it.
  usedToday: s(
    'h_used_today',
    `select case when (select is_pro from accounts where id = $1) then 0 else count(*)::int end as n
    from search_history where account_id = $1 and not paid and searched_at >= $2`,
  ),
  /*
   * A signed-in search in one statement, without a transaction or a lock on the account: a number
   * seen again the same day is touched (free); a new one is recorded when the day's counter
   * (search_days) can still go up. The counter moves in an upsert whose condition is checked on
   * the row's latest version, so concurrent lookups never get more than the limit (issue 11: a
   * count read in the statement's snapshot gave 39 of 30). What it could not admit, the caller
   * pays for. PRO accounts (021) are recorded without counting. The account's active
   * subscriptions come along, so the lookup needs no statement of its own for them (decision 032).
   */
  admitFree: s(
    'h_admit_free',
    `with acc as (select id, overlimit_search, balance, is_pro from accounts where id = $1),
      seen as (select id from search_history where account_id = $1 and e164 = $2 and searched_at >= $3 order by id desc limit 1),
      used as (select count(*)::int as n from search_history where account_id = $1 and not paid and searched_at >= $3
        and not (select is_pro from acc)),
      touched as (update search_history set searched_at = $4, removed_at = null where id = (select id from seen) returning id),
      counted as (insert into search_days (account_id, day, used)
        select $1, $3, (select n from used) + 1 from acc where not exists (select 1 from seen) and not acc.is_pro and (select n from used) < $5
        on conflict (account_id, day) do update set used = search_days.used + 1 where search_days.used < $5
        returning used),
      recorded as (insert into search_history (account_id, e164, paid, searched_at)
        select $1, $2, false, $4::timestamptz from acc where not exists (select 1 from seen) and (acc.is_pro or exists (select 1 from counted))
        returning id)
    select acc.overlimit_search, acc.balance, acc.is_pro, coalesce((select used - 1 from counted), (select n from used)) as used,
      exists (select 1 from seen) as seen, exists (select 1 from recorded) as recorded,
      (select coalesce(json_agg(sub.kind), '[]') from subscriptions sub where sub.account_id = $1
        and ${activeSql('sub', '$4::timestamptz')}) as active_kinds
    from acc`,
  ),
  purgeSearchDays: s('h_purge_search_days', 'delete from search_days where day < $1'),
  recordPaid: s('h_record_paid', 'insert into search_history (account_id, e164, paid, searched_at) values ($1, $2, true, $3)'),
};

export interface FreeAdmissionRow {
  overlimit_search: boolean;
  /** Lifetime PRO: no daily limit, never a paid search (docs/decisions/021). */
  is_pro: boolean;
  balance: number;
  used: number;
  seen: boolean;
  recorded: boolean;
  /** The account's active subscriptions at the search (the lookup shows spy_subscription from them, decision 032). */
  active_kinds: SubscriptionKind[];
}

/** All SQL of search history, the daily limit and the overlimit setting. `dayStart` is the start of the viewer's day. */
export function createHistoryRepository(db: Querier) {
  return {
    list(accountId: number, limit: number, offset: number, q: Querier = db) {
      return q.query<{ id: number; e164: string; paid: boolean; at: number }>(SQL.list, [accountId, limit, offset]);
    },
    async remove(id: number, accountId: number, at: Date, q: Querier = db): Promise<boolean> {
      return (await q.query(SQL.remove, [id, accountId, at])).length > 0;
    },
    async clear(accountId: number, at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.clear, [accountId, at]);
    },
    async overlimit(accountId: number, q: Querier = db): Promise<boolean> {
      return (await queryOne<{ overlimit_search: boolean }>(q, SQL.overlimit, [accountId]))?.overlimit_search ?? false;
    },
    async setOverlimit(accountId: number, on: boolean, q: Querier = db): Promise<void> {
      await q.query(SQL.setOverlimit, [accountId, on]);
    },
    async featured(q: Querier = db): Promise<string[]> {
      return (await q.query<{ e164: string }>(SQL.featured)).map((r) => r.e164);
    },
    async usedToday(accountId: number, dayStart: Date, q: Querier = db): Promise<number> {
      return (await queryOne<{ n: number }>(q, SQL.usedToday, [accountId, dayStart]))!.n;
    },
    async admitFree(
      v: { accountId: number; e164: string; dayStart: Date; at: Date; freePerDay: number },
      q: Querier = db,
    ): Promise<FreeAdmissionRow | null> {
      return (await queryOne<FreeAdmissionRow>(q, SQL.admitFree, [v.accountId, v.e164, v.dayStart, v.at, v.freePerDay])) ?? null;
    },
    async purgeSearchDays(before: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.purgeSearchDays, [before]);
    },
    async recordPaid(accountId: number, e164: string, at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.recordPaid, [accountId, e164, at]);
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
