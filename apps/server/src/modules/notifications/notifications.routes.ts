import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { NotificationsService } from './notifications.service.js';

export function notificationsRoutes(app: FastifyInstance, n: NotificationsService): void {
  serveRoute(app, routes.notificationsList, ({ query, account }) => n.list({ account, limit: query.limit, offset: query.offset }));
  serveRoute(app, routes.notificationsUnread, ({ account }) => n.unread({ account }));
  serveRoute(app, routes.notificationsRead, ({ body, account }) => n.read({ account, id: body.id }));
  serveRoute(app, routes.notificationsReadAll, ({ account }) => n.readAll({ account }));
  serveRoute(app, routes.notificationSettings, ({ account }) => n.settings({ account }));
  serveRoute(app, routes.notificationSettingsSet, ({ body, account }) => n.setSettings({ account, body }));
}
