import { defineArea } from '../area-kit.js';
import { accountRoutes } from './routes.js';

export * from './schemas.js';

export const accountArea = defineArea('account', { routes: accountRoutes, errors: {}, translationPrefixes: ['my'] });
