import { defineArea } from '../area-kit.js';
import { moderationErrors } from './errors.js';
import { moderationRoutes } from './routes.js';

export * from './schemas.js';

export const moderationArea = defineArea('moderation', {
  routes: moderationRoutes,
  errors: moderationErrors,
  translationPrefixes: ['complaint', 'complaints', 'report', 'hide', 'subscribe'],
});
