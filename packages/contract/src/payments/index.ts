import { defineArea } from '../area-kit.js';
import { paymentsErrors } from './errors.js';
import { paymentsRoutes } from './routes.js';

export * from './schemas.js';
export { simulatorPayPagePath } from './routes.js';

export const paymentsArea = defineArea('payments', {
  routes: paymentsRoutes,
  errors: paymentsErrors,
  translationPrefixes: ['pay', 'payment'],
});
