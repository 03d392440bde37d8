import { z } from 'zod';
import { defineJob } from '../../infra/jobs/index.js';
import type { SubscriptionsService } from './subscriptions.service.js';

/**
 * Every minute, once across instances (docs/decisions/011-jobs.md): renewal charges that are due,
 * retries, grace and expiry. Safe to run twice at once: due rows are taken `for update skip
 * locked`, each charge has its own idempotency key, and a second runner finds them taken.
 */
export function renewSubscriptionsJob(subscriptions: SubscriptionsService) {
  return defineJob({
    name: 'subscriptions-renew',
    data: z.object({}),
    cron: '* * * * *',
    retry: { limit: 3, delaySeconds: 10, backoff: true },
    async handler() {
      await subscriptions.runRenewals();
    },
  });
}
