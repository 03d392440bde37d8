import { z } from 'zod';
import { defineJob } from '../../infra/jobs/index.js';
import type { PaymentsService } from './payments.service.js';

/**
 * Every minute, once across instances (docs/decisions/011-jobs.md): ask providers about open
 * orders whose callback has not come (some never send one), then expire orders past their
 * lifetime. Safe to run twice: each order is settled under its row lock, expiry skips locked rows.
 */
export function settleOrdersJob(payments: PaymentsService) {
  return defineJob({
    name: 'payments-settle-orders',
    data: z.object({}),
    cron: '* * * * *',
    retry: { limit: 3, delaySeconds: 10, backoff: true },
    async handler() {
      await payments.settleOpenOrders();
    },
  });
}
