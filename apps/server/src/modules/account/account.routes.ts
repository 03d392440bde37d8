import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { AccountService } from './account.service.js';

export function accountRoutes(app: FastifyInstance, service: AccountService): void {
  serveRoute(app, routes.balance, ({ account }) => service.balance({ account }));
  serveRoute(app, routes.me, ({ account }) => service.me({ account }));
}
