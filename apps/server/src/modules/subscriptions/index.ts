import { routes, type SubscriptionKind } from '@numscope/contract';
import { simulatorsEnabled } from '../../config.js';
import type { Querier } from '../../db/client.js';
import { serveRoute } from '../../http/serve-route.js';
import { recurringDeclines } from '../../integrations/payments/simulators/recurring.js';
import type { ServerModule } from '../module.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';
import { renewSubscriptionsJob } from './subscriptions.jobs.js';
import { subscriptionsRoutes } from './subscriptions.routes.js';
import { createSubscriptionsService } from './subscriptions.service.js';

/**
 * Monthly subscriptions (docs/decisions/021-subscriptions.md): spy and antispy state on top of
 * payments' paid orders, cancel / pause / resume / renew, the renewal job, "who looked me up".
 * Registered after payments, whose app decoration it renews through.
 */
export const subscriptionsModule: ServerModule = {
  area: 'subscriptions',
  register(app, { config, db, uow, clock, jobs }) {
    const service = createSubscriptionsService({
      db,
      uow,
      clock,
      payments: app.payments,
      log: app.log,
      writeSearches: () => app.searches.flush(),
    });
    app.payments.onSubscriptionOrder({ paid: service.orderPaid, refunded: service.orderRefunded });
    jobs.define(renewSubscriptionsJob(service));
    subscriptionsRoutes(app, service);
    if (simulatorsEnabled(config))
      serveRoute(app, routes.simulatorRecurring, async ({ body }) => {
        recurringDeclines.set(body.orderId, body.declines);
        return { orderId: body.orderId, declines: body.declines };
      });
  },
};

export { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service.js';
export { activeSql, antispyHidesJoinedSql, antispyHidesSql, ownerHidesPeopleSql } from './subscriptions.repository.js';

/** The kinds of subscription whose benefits this account has at `at` (for other areas). */
export function activeSubscriptions(q: Querier, accountId: number, at: Date): Promise<SubscriptionKind[]> {
  return createSubscriptionsRepository(q).activeKinds(accountId, at);
}

/** Whether this account has the benefits of `kind` at `at`. */
export async function hasActive(q: Querier, accountId: number, kind: SubscriptionKind, at: Date): Promise<boolean> {
  return (await activeSubscriptions(q, accountId, at)).includes(kind);
}
