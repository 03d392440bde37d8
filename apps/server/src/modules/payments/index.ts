import { simulatorsEnabled } from '../../config.js';
import type { ProviderContext } from '../../integrations/payments/payment-provider.js';
import { createPaymentRegistry } from '../../integrations/payments/registry.js';
// auth decorates the app with afterSignIn; its type comes with it.
import type {} from '../auth/index.js';
import type { ServerModule } from '../module.js';
import { localFetch } from './local-fetch.js';
import { settleOrdersJob } from './payments.jobs.js';
import { paymentsRoutes } from './payments.routes.js';
import { createPaymentsService, type PaymentsService, type SubscriptionHook } from './payments.service.js';
import { paymentSimulatorRoutes } from './simulator.routes.js';

/**
 * Paying (docs/decisions/018-payments-orders.md): prices as data, orders and their state machine,
 * fulfilment through the ledger in the transaction that marks an order paid, provider callbacks on
 * /api/v1/webhooks/:provider (the endpoints of the payment registry), the settle job, held gifts
 * credited at sign-in, and (development and tests) the providers' stand-ins.
 */
export const paymentsModule: ServerModule = {
  area: 'payments',
  register(app, { config, db, uow, clock, jobs, webhooks }) {
    const registry = createPaymentRegistry(config.paymentProviders);
    const simulators = simulatorsEnabled(config);
    const ctx: ProviderContext = { publicUrl: config.PUBLIC_URL, fetch: simulators ? localFetch(app, config.PUBLIC_URL) : fetch };
    const subscriptionHooks: SubscriptionHook[] = [];
    const service = createPaymentsService({ db, uow, clock, registry, ctx, log: app.log, subscriptionHooks });
    // The subscriptions area (registered after this one) renews through these and hears of paid spy/antispy orders.
    app.decorate('payments', {
      onSubscriptionOrder: (hook: SubscriptionHook) => void subscriptionHooks.push(hook),
      supportsRecurring: service.supportsRecurring,
      renewalOrder: service.renewalOrder,
      chargeRenewal: service.chargeRenewal,
      orderStatus: service.orderStatus,
      forgetCustomers: service.forgetCustomers,
      recordRefund: service.recordRefund,
    });
    jobs.define(settleOrdersJob(service));
    webhooks.register(registry.endpoints, async (endpoint, raw, { reply }) => {
      const answer = await service.handleCallback(endpoint, raw);
      return reply.status(answer.status).type(answer.contentType).send(answer.body);
    });
    app.afterSignIn(async ({ accountId, phone }) => {
      try {
        await service.creditHeldGifts({ accountId, phone });
      } catch (err) {
        // The gift stays held and is credited at the next sign-in.
        app.log.error({ accountId, err: (err as Error).message }, 'crediting held gifts failed');
      }
    });
    paymentsRoutes(app, service, { stripeLkUrl: `${config.PUBLIC_URL}/payment/pro` });
    if (simulators) paymentSimulatorRoutes(app, { payments: service, registry, publicUrl: config.PUBLIC_URL });
  },
};

export { createPaymentsService, type PaymentsService, type SubscriptionHook } from './payments.service.js';

/** What payments offers the subscriptions and account areas and the operators' CLI (decorated on the app by this module's register). */
export interface PaymentsForSubscriptions {
  onSubscriptionOrder(hook: SubscriptionHook): void;
  supportsRecurring: PaymentsService['supportsRecurring'];
  renewalOrder: PaymentsService['renewalOrder'];
  chargeRenewal: PaymentsService['chargeRenewal'];
  orderStatus: PaymentsService['orderStatus'];
  /** The account erasure's part in payments: an erased account's customers at card providers. */
  forgetCustomers: PaymentsService['forgetCustomers'];
  /** The operators' refund of an order its provider does not report (`npm run orders -- refunded`). */
  recordRefund: PaymentsService['recordRefund'];
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsForSubscriptions;
  }
}
export { createPriceAdmin } from './prices.admin.js';
