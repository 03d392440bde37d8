import { z } from 'zod';
import { defineJob } from '../../infra/jobs/index.js';
import type { ContactRequestsService } from './contact-requests.service.js';

/** Every 10 minutes: contact requests nobody answered in time end, and their NumCy go back (decision 055). */
export function expireContactRequestsJob(service: ContactRequestsService) {
  return defineJob({
    name: 'contact-requests-expire',
    data: z.object({}),
    cron: '*/10 * * * *',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    async handler() {
      while ((await service.expireDue()) > 0);
    },
  });
}
