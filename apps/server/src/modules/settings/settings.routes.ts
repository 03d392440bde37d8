import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(app: FastifyInstance, service: SettingsService): void {
  serveRoute(app, routes.antispyGet, ({ account }) => service.antispy({ account }));
  serveRoute(app, routes.antispySet, ({ account, body }) => service.setAntispy({ account, on: body.antispy === '1' }));
  serveRoute(app, routes.privacyGet, ({ account }) => service.privacy({ account }));
  serveRoute(app, routes.profileGoingSet, ({ account, body }) => service.setProfileGoing({ account, on: body.profileGoing === '1' }));
}
