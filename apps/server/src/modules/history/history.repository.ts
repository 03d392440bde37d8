import type { SubscriptionKind } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { activeSql } from '../subscriptions/index.js';

/** Where `admissionSql` finds its values: SQL expressions, usually parameters of the statement it joins. */
export interface AdmissionParams {
  account: string;
  e164: string;
  /** Midnight UTC of the search's day (`dayStart`). */
  dayStart: string;
  at: string;
  freePerDay: string;
}

/*
 * A signed-in search, as part of the statement that reads the number's card (the lookup's one
 * statement, decision 038), without a transaction or a lock on the account: a number seen again the
 * same day is touched, so it moves to the top of the list (free); a new one is recorded when the day's counter (search_days) can still
 * go up. The counter moves in an upsert whose condition is checked on the row's latest version, so
 * concurrent lookups never get more than the limit (issue 11: a count read in the statement's
 * snapshot gave 39 of 30). What it could not admit, the caller pays for. PRO accounts (021) are
 * recorded without counting. The account's active subscriptions come along (decision 032). No row
 * from `adm_acc`: the account is gone.
 */
export function admissionSql(p: AdmissionParams): { ctes: string; columns: string } {
  const at = `${p.at}::timestamptz`;
  return {
    ctes: `adm_acc as (select id, overlimit_search, balance, is_pro from accounts where id = ${p.account}),
      adm_seen as (select id from search_history where account_id = ${p.account} and e164 = ${p.e164} and searched_at >= ${p.dayStart}
        order by id desc limit 1),
      adm_used as (select count(*)::int as n from search_history where account_id = ${p.account} and not paid
        and searched_at >= ${p.dayStart} and not (select is_pro from adm_acc)),
      adm_touched as (update search_history set searched_at = ${at}, removed_at = null where id = (select id from adm_seen) returning id),
      adm_counted as (insert into search_days (account_id, day, used)
        select ${p.account}, ${p.dayStart}, (select n from adm_used) + 1 from adm_acc
        where not exists (select 1 from adm_seen) and not adm_acc.is_pro and (select n from adm_used) < ${p.freePerDay}
        on conflict (account_id, day) do update set used = search_days.used + 1 where search_days.used < ${p.freePerDay}
        returning used),
      adm_recorded as (insert into search_history (account_id, e164, paid, searched_at)
        select ${p.account}, ${p.e164}, false, ${at} from adm_acc
        where not exists (select 1 from adm_seen) and (adm_acc.is_pro or exists (select 1 from adm_counted))
        returning id)`,
    columns: `adm_acc.overlimit_search, adm_acc.balance, adm_acc.is_pro,
      coalesce((select used - 1 from adm_counted), (select n from adm_used)) as used,
      exists (select 1 from adm_seen) as seen, exists (select 1 from adm_recorded) as recorded,
      (select coalesce(json_agg(sub.kind), '[]') from subscriptions sub where sub.account_id = ${p.account}
        and ${activeSql('sub', at)}) as active_kinds`,
  };
}

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  list: s(
    'h_list',
    `select id, e164, paid, extract(epoch from searched_at)::bigint as at from search_history
    where account_id = $1 and removed_at is null order by searched_at desc, id desc limit $2 offset $3`,
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
  purgeSearchDays: s('h_purge_search_days', 'delete from search_days where day < $1'),
  recordPaid: s('h_record_paid', 'insert into search_history (account_id, e164, paid, searched_at) values ($1, $2, true, $3)'),
};

/** What `admissionSql` answers. */
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
    async purgeSearchDays(before: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.purgeSearchDays, [before]);
    },
    async recordPaid(accountId: number, e164: string, at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.recordPaid, [accountId, e164, at]);
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
