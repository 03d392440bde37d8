import { LIMITS } from '@numscope/contract';
import type { Querier, Statement } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { moveNumCy } from '../wallet/ledger.js';

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  usedToday: s('sl_used_today', `select count(*)::int as n from search_history
    where account_id = $1 and not paid and searched_at >= date_trunc('day', now())`),
  settings: s('sl_settings', 'select overlimit_search, balance from accounts where id = $1 for update'),
  record: s('sl_record', 'insert into search_history (account_id, e164, paid) values ($1, $2, $3)'),
  seenToday: s('sl_seen_today', `select id from search_history
    where account_id = $1 and e164 = $2 and searched_at >= date_trunc('day', now()) order by id desc limit 1`),
  touch: s('sl_touch', 'update search_history set searched_at = now(), removed_at = null where id = $1'),
};

export interface SearchAdmission {
  admitted: boolean;
  isPaidRequest: boolean;
  /** Free searches left today after this one (never below 0). */
  leftRequests: number;
  balance: number;
}

/**
 * Whether a signed-in user's search may show the profile: free up to the daily limit (spec §9: 30)
 * of distinct numbers a day,
 * then paid (1 NumCy through the ledger) when the request says paidSearch=1 or the user turned on
 * paying past the limit; otherwise refused with the paid alert. Admitted searches go to history.
 */
export async function admitSearch(q: Querier, accountId: number, e164: string, paidSearch: boolean): Promise<SearchAdmission> {
  const used = (await q.query<{ n: number }>(SQL.usedToday, [accountId]))[0]!.n;
  const acc = (await q.query<{ overlimit_search: boolean; balance: number }>(SQL.settings, [accountId]))[0];
  if (!acc) throw new AppError('TOKEN_INVALID');
  // Looking at a number again the same day (a reload, or the page refreshing after my own write)
  // is the same search: it costs nothing and moves the history entry to the top.
  const seen = (await q.query<{ id: number }>(SQL.seenToday, [accountId, e164]))[0];
  if (seen) {
    await q.query(SQL.touch, [seen.id]);
    return { admitted: true, isPaidRequest: false, leftRequests: Math.max(0, LIMITS.defaultFreeRequests - used), balance: acc.balance };
  }
  const free = LIMITS.defaultFreeRequests - used;
  if (free > 0) {
    await q.query(SQL.record, [accountId, e164, false]);
    return { admitted: true, isPaidRequest: false, leftRequests: free - 1, balance: acc.balance };
  }
  if (!paidSearch && !acc.overlimit_search) return { admitted: false, isPaidRequest: false, leftRequests: 0, balance: acc.balance };
  const balance = await moveNumCy(q, accountId, -LIMITS.paidSearchPrice, 'paid_search', e164);
  await q.query(SQL.record, [accountId, e164, true]);
  return { admitted: true, isPaidRequest: true, leftRequests: 0, balance };
}

export async function freeLeft(q: Querier, accountId: number): Promise<number> {
  const used = (await q.query<{ n: number }>(SQL.usedToday, [accountId]))[0]!.n;
  return Math.max(0, LIMITS.defaultFreeRequests - used);
}
