import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { defineJob } from '../../infra/jobs/index.js';
import { createHistoryRepository } from './history.repository.js';

/** Daily: free-search counters of days before yesterday are no longer read (decision 026). */
export function purgeSearchDaysJob(o: { db: Database; clock: Clock }) {
  return defineJob({
    name: 'history-purge-search-days',
    data: z.object({}),
    cron: '23 3 * * *',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    async handler() {
      await createHistoryRepository(o.db).purgeSearchDays(new Date(o.clock.now().getTime() - 2 * 86_400_000));
    },
  });
}
