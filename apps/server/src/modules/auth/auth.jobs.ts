import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { defineJob } from '../../infra/jobs/index.js';
import { expireAndPurgeCodes } from './auth.repository.js';
import { createSessionsRepository } from './sessions.repository.js';

const DAY = 86_400_000;

/**
 * Every minute: codes past their lifetime become `expired`, so the flash-call numbers they held
 * are offered again without waiting for the next code to be issued; a day later the codes are
 * deleted, as are sessions a day past their end. Webhook event ids are kept 30 days, longer than any provider redelivers.
 */
export function signInHousekeepingJob(o: { db: Database; clock: Clock }) {
  return defineJob({
    name: 'auth-expire-codes',
    data: z.object({}),
    cron: '* * * * *',
    retry: { limit: 3, delaySeconds: 10, backoff: true },
    async handler() {
      const now = o.clock.now();
      await expireAndPurgeCodes(o.db, {
        now,
        codesBefore: new Date(now.getTime() - DAY),
        eventsBefore: new Date(now.getTime() - 30 * DAY),
      });
      await createSessionsRepository(o.db).purge(new Date(now.getTime() - DAY));
    },
  });
}
