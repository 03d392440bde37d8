import { queryOne, type Querier, type Statement } from '../../db/client.js';

/** A signed-in search to write to history: touched when the number was searched that day, recorded otherwise. */
export interface SearchEvent {
  accountId: number;
  e164: string;
  at: Date;
  /** Midnight UTC of the search's day: searches of one key are written as one (the database derives the same day from `at`). */
  day: Date;
  /**
   * `at` when the searcher's anti-spy did not cover the search, else null (decision 048); of
   * several searches of one key, the latest uncovered one.
   */
  visibleAt: Date | null;
}

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  list: s(
    'h_list',
    `select id, e164, day::text as day, paid, extract(epoch from searched_at)::bigint as at from search_history
    where account_id = $1 and removed_at is null order by day desc, searched_at desc, id desc limit $2 offset $3`,
  ),
  remove: s(
    'h_remove',
    'update search_history set removed_at = $4 where account_id = $1 and day = $2::date and e164 = $3 and removed_at is null returning id',
  ),
  clear: s('h_clear', 'update search_history set removed_at = $2 where account_id = $1 and removed_at is null'),
  setOverlimit: s('h_set_overlimit', 'update accounts set overlimit_search = $2 where id = $1'),
  /** What the daily limit depends on besides the day's searches: PRO (no limit, 021) and paying past it. */
  limitState: s('h_limit_state', 'select overlimit_search, is_pro from accounts where id = $1'),
  featured: s('h_featured', 'select e164 from numbers order by comments_count desc, id limit 8'),
  /** The numbers an account searched on a UTC day (free or paid, listed or removed): the day's set behind the free limit. */
  searchedOn: s('h_searched_on', 'select e164 from search_history where account_id = $1 and day = $2::date'),
  /*
   * Searches written together (decision 043): each touches its account's entry of that number and
   * day when there is one (the list shows it on top again; a heap-only update, decision 044), or is
   * recorded. Times travel as ISO text (postgres.js binds no timestamptz[]; '' for no visible time).
   * Accounts are never hard-deleted; the join only keeps a batch from failing on one that is not
   * there. `visible_at` keeps the latest search that anti-spy did not cover (decision 048).
   */
  recordSearches: s(
    'h_record_searches',
    `insert into search_history as h (account_id, e164, paid, searched_at, visible_at)
    select e.account_id, e.e164, false, e.at::timestamptz, nullif(e.visible_at, '')::timestamptz
    from unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) as e(account_id, e164, at, visible_at) join accounts a on a.id = e.account_id
    on conflict (account_id, day, e164) do update set searched_at = greatest(h.searched_at, excluded.searched_at),
      visible_at = greatest(h.visible_at, excluded.visible_at), removed_at = null`,
  ),
  /** A paid search; a free one of the same number and day written just before it becomes the paid entry. */
  recordPaid: s(
    'h_record_paid',
    `insert into search_history as h (account_id, e164, paid, searched_at, visible_at) values ($1, $2, true, $3, $4)
    on conflict (account_id, day, e164) do update set paid = true, searched_at = greatest(h.searched_at, excluded.searched_at),
      visible_at = greatest(h.visible_at, excluded.visible_at), removed_at = null`,
  ),
};

/** All SQL of search history and the overlimit setting. */
export function createHistoryRepository(db: Querier) {
  return {
    list(accountId: number, limit: number, offset: number, q: Querier = db) {
      return q.query<{ id: number; e164: string; day: string; paid: boolean; at: number }>(SQL.list, [accountId, limit, offset]);
    },
    /** Hides the account's entry of that UTC day and number; false when there is none in the list. */
    async remove(accountId: number, day: string, e164: string, at: Date, q: Querier = db): Promise<boolean> {
      return (await q.query(SQL.remove, [accountId, day, e164, at])).length > 0;
    },
    async clear(accountId: number, at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.clear, [accountId, at]);
    },
    async limitState(accountId: number, q: Querier = db): Promise<{ overlimit_search: boolean; is_pro: boolean }> {
      return (
        (await queryOne<{ overlimit_search: boolean; is_pro: boolean }>(q, SQL.limitState, [accountId])) ?? {
          overlimit_search: false,
          is_pro: false,
        }
      );
    },
    async setOverlimit(accountId: number, on: boolean, q: Querier = db): Promise<void> {
      await q.query(SQL.setOverlimit, [accountId, on]);
    },
    async featured(q: Querier = db): Promise<string[]> {
      return (await q.query<{ e164: string }>(SQL.featured)).map((r) => r.e164);
    },
    /** `day`: yyyy-mm-dd (UTC). */
    async searchedOn(accountId: number, day: string, q: Querier = db): Promise<string[]> {
      return (await q.query<{ e164: string }>(SQL.searchedOn, [accountId, day])).map((r) => r.e164);
    },
    async recordSearches(events: readonly SearchEvent[], q: Querier = db): Promise<void> {
      await q.query(SQL.recordSearches, [
        events.map((e) => e.accountId),
        events.map((e) => e.e164),
        events.map((e) => e.at.toISOString()),
        events.map((e) => e.visibleAt?.toISOString() ?? ''),
      ]);
    },
    async recordPaid(accountId: number, e164: string, at: Date, visibleAt: Date | null, q: Querier = db): Promise<void> {
      await q.query(SQL.recordPaid, [accountId, e164, at, visibleAt]);
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
