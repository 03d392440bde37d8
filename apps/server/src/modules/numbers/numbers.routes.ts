import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { NumbersService } from './numbers.service.js';

export function numbersRoutes(app: FastifyInstance, service: NumbersService): void {
  serveRoute(app, routes.search, ({ params, query, account }) =>
    service.search({ viewer: account, phone: params.phone, locale: query.locale, paidSearch: query.paidSearch === '1' }),
  );
  serveRoute(app, routes.contactList, ({ query }) => service.contacts({ phone: query.phone, locale: query.locale }));
}
