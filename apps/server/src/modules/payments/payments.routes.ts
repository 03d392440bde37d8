import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { PaymentsService } from './payments.service.js';

const keyOf = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h)?.trim() || undefined;

export function paymentsRoutes(app: FastifyInstance, payments: PaymentsService, o: { stripeLkUrl: string }): void {
  serveRoute(app, routes.prices, ({ account, query }) => payments.prices({ account, country: query.country }));
  serveRoute(app, routes.invoice, ({ account, params, body, request }) =>
    payments.invoice({
      account,
      paymentSystem: params.paymentSystem,
      body,
      idempotencyKey: keyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
    }),
  );
  serveRoute(app, routes.groupInvoice, ({ account, body }) =>
    payments.groupProduct({ account, phoneNumber: body.phoneNumber, productName: body.productName }),
  );
  serveRoute(app, routes.groupMakeInvoice, async ({ account, body, request }) => {
    const product = await payments.groupProduct({ account, phoneNumber: body.phoneNumber ?? account.phone, productName: 'group_show' });
    return payments.invoice({
      account,
      paymentSystem: product.payOrder[0]!,
      idempotencyKey: keyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
      body: {
        productPriceId: body.productPriceId,
        email: body.email,
        phoneNumber: body.phoneNumber ?? account.phone,
        paySourcesFilter: 'card',
        anonymous: false,
      },
    });
  });
  // The Stripe customer portal of the account; an account that never paid through Stripe gets the PRO page.
  serveRoute(app, routes.stripeLk, ({ account }) => payments.stripePortal({ account, fallback: o.stripeLkUrl }));
  serveRoute(app, routes.order, ({ account, params }) => payments.order({ account, orderId: params.orderId }));
  serveRoute(app, routes.orders, ({ account, query }) => payments.orders({ account, limit: query.limit, offset: query.offset }));
  serveRoute(app, routes.giftsReceived, ({ account }) => payments.giftsReceived({ account }));
}
