import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { AccountService } from './account.service.js';

export function accountRoutes(app: FastifyInstance, service: AccountService): void {
  serveRoute(app, routes.balance, ({ account }) => service.balance({ account }));
  serveRoute(app, routes.me, ({ account }) => service.me({ account }));
  serveRoute(app, routes.accountDeactivate, ({ account, body }) =>
    service.deactivate({ account, number: body.number, cancel: body.cancel === '1' }),
  );
  serveRoute(app, routes.accountDelete, ({ account, body }) =>
    service.requestDeletion({ account, number: body.number, removeReviews: body.removeReviews === '1' }),
  );
  serveRoute(app, routes.accountExport, ({ account }) => service.exportData({ account }));
}
