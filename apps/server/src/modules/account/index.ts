import type { ServerModule } from '../module.js';
import { createAccountRepository } from './account.repository.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';

/** The signed-in account's own profile and balance. */
export const accountModule: ServerModule = {
  area: 'account',
  register(app, { db }) {
    accountRoutes(app, createAccountService({ repo: createAccountRepository(db) }));
  },
};
