import { defineArea } from '../area-kit.js';
import { subscriptionsErrors } from './errors.js';
import { subscriptionsRoutes } from './routes.js';

export * from './schemas.js';
export * from './statuses.js';

export const subscriptionsArea = defineArea('subscriptions', {
  routes: subscriptionsRoutes,
  errors: subscriptionsErrors,
  translationPrefixes: ['subscription', 'spy', 'renew'],
});
