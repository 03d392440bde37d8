import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { NumbersService } from './numbers.service.js';

export function numbersRoutes(app: FastifyInstance, service: NumbersService): void {
  serveRoute(app, routes.search, ({ params, query, account, request }) =>
    service.search({
      viewer: account,
      phone: params.phone,
      locale: query.locale,
      acceptLanguage: request.headers['accept-language'],
      paidSearch: query.paidSearch === '1',
    }),
  );
  serveRoute(app, routes.searchByProfile, ({ params, query, account }) =>
    service.searchByProfile({ viewer: account, profileId: params.profileId, locale: query.locale, paidSearch: query.paidSearch === '1' }),
  );
  serveRoute(app, routes.profileCard, ({ params }) => service.profileCard({ profileId: params.profileId }));
  serveRoute(app, routes.profileByPhone, ({ params }) => service.profileByPhone({ phone: params.phone }));
  serveRoute(app, routes.profileReviews, ({ params, query }) => service.profileReviews({ profileId: params.profileId, page: query }));
  serveRoute(app, routes.myReviews, ({ query, account }) => service.myReviews({ account, page: query }));
  serveRoute(app, routes.contactList, ({ query, account }) =>
    service.contacts({ viewer: account, phone: query.phone, profileId: query.profile_id, locale: query.locale }),
  );
}
