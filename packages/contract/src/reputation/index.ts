import { defineArea } from '../area-kit.js';
import { reputationErrors } from './errors.js';
import { reputationRoutes } from './routes.js';

export * from './rules.js';
export * from './schemas.js';

export const reputationArea = defineArea('reputation', {
  routes: reputationRoutes,
  errors: reputationErrors,
  translationPrefixes: ['reputation', 'stance', 'owner'],
});
