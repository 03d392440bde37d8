import { defineArea } from '../area-kit.js';
import { numbersErrors } from './errors.js';
import { numbersRoutes } from './routes.js';

export * from './schemas.js';

export const numbersArea = defineArea('numbers', {
  routes: numbersRoutes,
  errors: numbersErrors,
  translationPrefixes: ['number', 'search', 'phone', 'trust', 'flag', 'stat', 'stats', 'notfound', 'profile', 'review', 'country'],
});
