import { z } from 'zod';
import { defineJob } from '../../infra/jobs/index.js';
import type { ReputationService } from './reputation.service.js';

/** Every 10 minutes: numbers whose signals aged are scored again, not only those written to (decision 030). */
export function rescoreJob(service: ReputationService) {
  return defineJob({
    name: 'reputation-rescore',
    data: z.object({}),
    cron: '*/10 * * * *',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    async handler() {
      await service.rescoreDue();
    },
  });
}

/** Nightly: track records from settled outcomes; numbers where a changed record votes are rescored next. */
export function standingJob(service: ReputationService) {
  return defineJob({
    name: 'reputation-standing',
    data: z.object({}),
    cron: '41 2 * * *',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler() {
      await service.updateStanding();
      await service.rescoreDue();
    },
  });
}
