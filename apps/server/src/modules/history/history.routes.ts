import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { History } from './history.service.js';

export function historyRoutes(app: FastifyInstance, h: History): void {
  const me = (r: { account: { accountId: number } | null }) => r.account!.accountId;
  serveRoute(app, routes.historyList, ({ query, request }) => h.list(me(request), query.limit, query.offset));
  serveRoute(app, routes.historyDelete, ({ body, request }) => h.remove(me(request), body.id));
  serveRoute(app, routes.historyClear, ({ request }) => h.clear(me(request)));
  serveRoute(app, routes.overlimit, ({ request }) => h.overlimit(me(request)));
  serveRoute(app, routes.overlimitDisable, ({ request }) => h.setOverlimit(me(request), false));
  serveRoute(app, routes.overlimitEnable, ({ request }) => h.setOverlimit(me(request), true));
  serveRoute(app, routes.mainLoad, ({ request }) => h.mainLoad(request.account?.accountId));
}
