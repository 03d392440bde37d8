import { defineArea } from '../area-kit.js';
import { historyErrors } from './errors.js';
import { historyRoutes } from './routes.js';

export * from './schemas.js';

export const historyArea = defineArea('history', {
  routes: historyRoutes,
  errors: historyErrors,
  translationPrefixes: ['history', 'overlimit', 'paid'],
});
