import { z } from 'zod';
import { defineJob } from '../../infra/jobs/index.js';
import type { AccountService } from './account.service.js';

export const ERASE_JOB = 'account-erase';

/** Erases one deleted account (docs/decisions/023); enqueued by the deletion, keyed by the account. */
export function eraseAccountJob(service: AccountService) {
  return defineJob({
    name: ERASE_JOB,
    data: z.object({ accountId: z.number().int().positive() }),
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    async handler({ accountId }) {
      await service.erase({ accountId });
    },
  });
}

/** Every hour: deactivations past the reactivation window are deleted; deletions not yet erased are erased. */
export function accountSweepJob(service: AccountService) {
  return defineJob({
    name: 'account-privacy-sweep',
    data: z.object({}),
    cron: '17 * * * *',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    async handler() {
      await service.sweep();
    },
  });
}
