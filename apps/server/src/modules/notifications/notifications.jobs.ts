import { z } from 'zod';
import { defineJob } from '../../infra/jobs/index.js';
import type { NotificationsService } from './notifications.service.js';

/**
 * Every minute, once across instances (docs/decisions/011-jobs.md): hand pending messenger copies
 * to the code-delivery sender, whose own job retries a refusing provider with backoff. Safe to run
 * twice: rows are taken under lock and the sender's key is the notification id.
 */
export function deliverNotificationsJob(notifications: NotificationsService) {
  return defineJob({
    name: 'notifications-deliver',
    data: z.object({}),
    cron: '* * * * *',
    retry: { limit: 3, delaySeconds: 10, backoff: true },
    async handler() {
      await notifications.deliverPending();
    },
  });
}

/**
 * Every minute, once across instances: turn new searches into view notifications for spy
 * subscribers (decision 022). Safe to run twice: the cursor is locked and each view has its key.
 */
export function recordViewsJob(notifications: NotificationsService) {
  return defineJob({
    name: 'notifications-record-views',
    data: z.object({}),
    cron: '* * * * *',
    retry: { limit: 3, delaySeconds: 10, backoff: true },
    async handler() {
      await notifications.recordViews();
    },
  });
}
