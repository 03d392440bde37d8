import { simulatorsEnabled } from '../../config.js';
import { createChannels } from '../../integrations/code-delivery/registry.js';
import { createSender } from '../../integrations/code-delivery/sender.js';
import type { AuthMethod } from '@numscope/contract';
import type { AfterSignIn, OnAccountCreated } from '../auth/index.js';
import type { ServerModule } from '../module.js';
import { notifyContactRequestsOfNewOwner } from './notifications.events.js';
import { deliverNotificationsJob, recordViewsJob } from './notifications.jobs.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService, type NoticeChannels } from './notifications.service.js';

/**
 * Notifications (docs/decisions/022-notifications.md): other areas report events through the
 * functions below inside their writes; this module serves the list, read state and settings, and
 * sends messenger copies through the sign-in channels' outbound APIs.
 */
export const notificationsModule: ServerModule = {
  area: 'notifications',
  register(app, { config, db, uow, kv, clock, jobs }) {
    const channels = createChannels(config);
    const notice: NoticeChannels = {
      notice(method, recipient, text, silent) {
        if (!channels.isEnabled(method as AuthMethod)) return null;
        return channels.channel(method as AuthMethod).notice?.(recipient, text, silent) ?? null;
      },
    };
    const service = createNotificationsService({
      repo: createNotificationsRepository(db),
      uow,
      kv,
      clock,
      channels: notice,
      send: createSender({ db, jobs, simulated: simulatorsEnabled(config), log: app.log }),
      publicUrl: config.PUBLIC_URL,
      log: app.log,
    });
    jobs.define(deliverNotificationsJob(service));
    jobs.define(recordViewsJob(service));
    const rememberMessenger: AfterSignIn = async ({ accountId }) => {
      try {
        await service.rememberMessenger(accountId);
      } catch (err) {
        app.log.warn({ err }, 'sign-in messenger not remembered');
      }
    };
    app.afterSignIn(rememberMessenger);
    // In the transaction that creates the account: the requests waiting on its number (decision 057, Later).
    const requestsWaiting: OnAccountCreated = (tx, { accountId, phone }) =>
      notifyContactRequestsOfNewOwner(tx, { accountId, e164: phone, at: tx.now });
    app.onAccountCreated(requestsWaiting);
    notificationsRoutes(app, service);
  },
};

export { notifyContactRequest, notifyContactRequestEnded, notifyNameSaved, notifyReply, notifyReview } from './notifications.events.js';
