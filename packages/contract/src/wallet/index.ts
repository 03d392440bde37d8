import { defineArea } from '../area-kit.js';
import { walletErrors } from './errors.js';
import { walletRoutes } from './routes.js';

export * from './schemas.js';

export const walletArea = defineArea('wallet', {
  routes: walletRoutes,
  errors: walletErrors,
  translationPrefixes: ['ledger', 'balance', 'notenough'],
});
