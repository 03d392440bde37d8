import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { NumbersService } from './numbers.service.js';

export function numbersRoutes(app: FastifyInstance, service: NumbersService): void {
  serveRoute(app, routes.search, ({ params, query, request }) => service.search(params.phone, query.locale, request.account?.accountId, query.paidSearch === '1'));
  serveRoute(app, routes.contactList, async ({ query }) => ({ contacts: await service.contacts(query.phone, query.locale) }));
}
