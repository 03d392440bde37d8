import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { Config } from '../../config.js';
import type { HistoryService } from './history.service.js';

export function historyRoutes(app: FastifyInstance, h: HistoryService, config: Config): void {
  serveRoute(app, routes.historyList, ({ query, account }) => h.list({ account, limit: query.limit, offset: query.offset }));
  serveRoute(app, routes.historyDelete, ({ body, account }) => h.remove({ account, date: body.date, number: body.number }));
  serveRoute(app, routes.historyClear, ({ account }) => h.clear({ account }));
  serveRoute(app, routes.overlimit, ({ account }) => h.overlimit({ account }));
  serveRoute(app, routes.overlimitDisable, ({ account }) => h.setOverlimit({ account, on: false }));
  serveRoute(app, routes.overlimitEnable, ({ account }) => h.setOverlimit({ account, on: true }));
  serveRoute(app, routes.mainLoad, ({ account }) => h.mainLoad({ viewer: account }));
  serveRoute(app, routes.apkGet, async () => ({
    link: config.APK_URL ?? null,
    appStoreUrl: config.APP_STORE_URL ?? null,
    googlePlayUrl: config.GOOGLE_PLAY_URL ?? null,
  }));
}
