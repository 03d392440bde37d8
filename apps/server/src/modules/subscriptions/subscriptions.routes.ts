import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { SubscriptionsService } from './subscriptions.service.js';

export function subscriptionsRoutes(app: FastifyInstance, s: SubscriptionsService): void {
  serveRoute(app, routes.subscriptions, ({ account }) => s.list({ account }));
  serveRoute(app, routes.subscriptionCancel, ({ account, body }) => s.cancel({ account, subscriptionId: body.subscriptionId }));
  serveRoute(app, routes.subscriptionPause, ({ account, body }) => s.pause({ account, subscriptionId: body.subscriptionId }));
  serveRoute(app, routes.subscriptionResume, ({ account, body }) => s.resume({ account, subscriptionId: body.subscriptionId }));
  serveRoute(app, routes.subscriptionRenew, ({ account, body }) => s.renew({ account, subscriptionId: body.subscriptionId }));
  serveRoute(app, routes.spyViews, ({ account, query }) => s.spyViews({ account, limit: query.limit, offset: query.offset }));
}
