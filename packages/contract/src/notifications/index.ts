import { defineArea } from '../area-kit.js';
import { notificationsErrors } from './errors.js';
import { notificationsRoutes } from './routes.js';

export * from './schemas.js';

export const notificationsArea = defineArea('notifications', {
  routes: notificationsRoutes,
  errors: notificationsErrors,
  translationPrefixes: ['notification', 'notifications'],
});
