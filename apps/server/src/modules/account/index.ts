import type { ServerModule } from '../module.js';
import { accountSweepJob, ERASE_JOB, eraseAccountJob } from './account.jobs.js';
import { createAccountRepository } from './account.repository.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';

/** The signed-in account's own profile and balance; deactivation, full delete and the data export (decision 023). */
export const accountModule: ServerModule = {
  area: 'account',
  register(app, { db, uow, clock, jobs }) {
    const service = createAccountService({
      repo: createAccountRepository(db),
      uow,
      clock,
      endSessions: (accountId) => app.revokeSessions(accountId),
      writeSearches: () => app.searches.flush(),
      forgetPaymentCustomers: (accountId) => app.payments.forgetCustomers(accountId),
      enqueueErasure: async (accountId) => void (await jobs.enqueue(ERASE_JOB, { accountId }, { singletonKey: `erase:${accountId}` })),
    });
    for (const job of [eraseAccountJob(service), accountSweepJob(service)]) jobs.define(job);
    app.afterSignIn((s) => service.afterSignIn(s));
    accountRoutes(app, service);
  },
};

export { ACCOUNT_LIFECYCLE } from './account.service.js';
export { accountShownSql } from '../../shared/account-shown.js';
