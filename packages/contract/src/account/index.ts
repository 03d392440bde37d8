import { defineArea } from '../area-kit.js';
import { accountErrors } from './errors.js';
import { accountRoutes } from './routes.js';

export * from './schemas.js';

export const accountArea = defineArea('account', { routes: accountRoutes, errors: accountErrors, translationPrefixes: ['my'] });
