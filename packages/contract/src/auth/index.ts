import { defineArea } from '../area-kit.js';
import { authErrors } from './errors.js';
import { authRoutes } from './routes.js';

export * from './schemas.js';

export const authArea = defineArea('auth', {
  routes: authRoutes,
  errors: authErrors,
  translationPrefixes: ['auth', 'login', 'key', 'notauth'],
});
