import type { FastifyInstance } from 'fastify';
import { LIMITS, routes } from '@numscope/contract';
import type { Database, Statement } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { serveRoute } from '../../http/serve-route.js';
import { freeLeft } from './search-limits.js';

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  list: s('h_list', `select id, e164, paid, extract(epoch from searched_at)::bigint as at from search_history
    where account_id = $1 and removed_at is null order by id desc limit $2 offset $3`),
  remove: s('h_remove', 'update search_history set removed_at = now() where id = $1 and account_id = $2 and removed_at is null returning id'),
  clear: s('h_clear', 'update search_history set removed_at = now() where account_id = $1 and removed_at is null'),
  setOverlimit: s('h_set_overlimit', 'update accounts set overlimit_search = $2 where id = $1 returning overlimit_search'),
  overlimit: s('h_overlimit', 'select overlimit_search from accounts where id = $1'),
  featured: s('h_featured', 'select e164 from numbers order by comments_count desc, id limit 8'),
};

/**
 * Search history (removing an entry hides it from the list; the daily free count still sees it,
 * or deleting would refill free searches), the pay-past-the-limit setting, and main data.
 */
export function historyRoutes(app: FastifyInstance, db: Database): void {
  const me = (r: { account: { accountId: number } | null }) => r.account!.accountId;
  const overlimitState = async (accountId: number) => ({
    overlimitSearch: (await db.query<{ overlimit_search: boolean }>(SQL.overlimit, [accountId]))[0]?.overlimit_search ?? false,
    searchDailyLimit: LIMITS.defaultFreeRequests,
    leftRequests: await freeLeft(db, accountId),
  });

  serveRoute(app, routes.historyList, async ({ query, request }) => ({
    items: (await db.query<{ id: number; e164: string; paid: boolean; at: number }>(SQL.list, [me(request), query.limit, query.offset])).map((r) => ({
      id: r.id, number: r.e164, paid: r.paid, searchedAtTimestamp: r.at,
    })),
  }));
  serveRoute(app, routes.historyDelete, async ({ body, request }) => {
    if ((await db.query(SQL.remove, [body.id, me(request)])).length === 0) throw new AppError('HISTORY_ITEM_NOT_FOUND');
    return { status: true };
  });
  serveRoute(app, routes.historyClear, async ({ request }) => {
    await db.query(SQL.clear, [me(request)]);
    return { status: true };
  });
  serveRoute(app, routes.overlimit, ({ request }) => overlimitState(me(request)));
  for (const [route, on] of [[routes.overlimitDisable, false], [routes.overlimitEnable, true]] as const) {
    serveRoute(app, route, async ({ request }) => {
      await db.query(SQL.setOverlimit, [me(request), on]);
      return overlimitState(me(request));
    });
  }
  serveRoute(app, routes.mainLoad, async ({ request }) => {
    const state = request.account ? await overlimitState(request.account.accountId) : { overlimitSearch: false, searchDailyLimit: LIMITS.defaultFreeRequests, leftRequests: LIMITS.defaultFreeRequests };
    // Featured: the most discussed numbers (index numbers_most_discussed_idx).
    const featured = await db.query<{ e164: string }>(SQL.featured);
    return { ...state, featuredNumbers: featured.map((r) => r.e164), accessToNeuroOwl: false };
  });
}
