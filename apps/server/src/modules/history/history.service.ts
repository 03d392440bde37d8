import { LIMITS } from '@numscope/contract';
import type { Database, Statement } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { freeLeft } from './search-limits.js';

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  list: s('h_list', `select id, e164, paid, extract(epoch from searched_at)::bigint as at from search_history
    where account_id = $1 and removed_at is null order by id desc limit $2 offset $3`),
  remove: s('h_remove', 'update search_history set removed_at = now() where id = $1 and account_id = $2 and removed_at is null returning id'),
  clear: s('h_clear', 'update search_history set removed_at = now() where account_id = $1 and removed_at is null'),
  setOverlimit: s('h_set_overlimit', 'update accounts set overlimit_search = $2 where id = $1'),
  overlimit: s('h_overlimit', 'select overlimit_search from accounts where id = $1'),
  featured: s('h_featured', 'select e164 from numbers order by comments_count desc, id limit 8'),
};

/**
 * Search history (removing an entry hides it from the list; the daily free count still sees it,
 * or deleting would refill free searches), the pay-past-the-limit setting, and main data.
 */
export function createHistory(db: Database) {
  const overlimitState = async (accountId: number) => ({
    overlimitSearch: (await db.query<{ overlimit_search: boolean }>(SQL.overlimit, [accountId]))[0]?.overlimit_search ?? false,
    searchDailyLimit: LIMITS.defaultFreeRequests,
    leftRequests: await freeLeft(db, accountId),
  });

  return {
    async list(accountId: number, limit: number, offset: number) {
      const rows = await db.query<{ id: number; e164: string; paid: boolean; at: number }>(SQL.list, [accountId, limit, offset]);
      return { items: rows.map((r) => ({ id: r.id, number: r.e164, paid: r.paid, searchedAtTimestamp: r.at })) };
    },
    async remove(accountId: number, id: number) {
      if ((await db.query(SQL.remove, [id, accountId])).length === 0) throw new AppError('HISTORY_ITEM_NOT_FOUND');
      return { status: true };
    },
    async clear(accountId: number) {
      await db.query(SQL.clear, [accountId]);
      return { status: true };
    },
    overlimit: overlimitState,
    async setOverlimit(accountId: number, on: boolean) {
      await db.query(SQL.setOverlimit, [accountId, on]);
      return overlimitState(accountId);
    },
    /** Main data (spec §3); visitors get the defaults. Featured: the most discussed numbers (index numbers_most_discussed_idx). */
    async mainLoad(accountId: number | undefined) {
      const state = accountId ? await overlimitState(accountId) : { overlimitSearch: false, searchDailyLimit: LIMITS.defaultFreeRequests, leftRequests: LIMITS.defaultFreeRequests };
      const featured = await db.query<{ e164: string }>(SQL.featured);
      return { ...state, featuredNumbers: featured.map((r) => r.e164), accessToNeuroOwl: false };
    },
  };
}

export type History = ReturnType<typeof createHistory>;
