import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../../provider-kit/webhook.js';
import { parseMajor } from '../money.js';
import type { PaymentOrder } from '../payment-provider.js';
import { jsonBody } from '../provider-http.js';
import { postLater, rawBodyScope } from '../simulators/post.js';
import type { SimOrders } from '../simulators/sim-orders.js';
import { pagePath, type StandIn } from '../simulators/simulator.js';
import { requestSignature, webhookSignature } from './signature.js';

const STATE = { open: 'wait_for_3ds', paid: 'success', declined: 'declined', refunded: 'success' } as const;

/**
 * Pay Selection's stand-in: the web form (`webpayments/create`) and the gateway's order status and
 * refund, each checking X-SITE-ID and X-REQUEST-SIGNATURE over the exact body; a refund posts the
 * signed `Refund` webhook.
 */
export function paySelectionStandIn(o: {
  siteId: string;
  secretKey: string;
  book: SimOrders;
  webhookFor(order: PaymentOrder, event: string): string;
}): StandIn {
  const signedOk = (req: FastifyRequest, path: string, body?: string) => {
    const id = req.headers['x-request-id'];
    if (req.headers['x-site-id'] !== o.siteId || typeof id !== 'string') return false;
    const expected = requestSignature({
      method: req.method as 'GET' | 'POST',
      path,
      siteId: o.siteId,
      requestId: id,
      ...(body !== undefined ? { body } : {}),
      secret: o.secretKey,
    });
    return safeEqual(String(req.headers['x-request-signature'] ?? ''), expected);
  };
  const refuse = (reply: FastifyReply) => reply.status(401).send({ Code: 'InvalidSignature', Description: 'signature check failed' });
  return {
    family: 'payselection',
    routes(app) {
      rawBodyScope(app, (scope) => {
        scope.post<{ Body: string }>('/simulators/payselection/webform/webpayments/create', async (req, reply) => {
          if (!signedOk(req, '/webpayments/create', req.body)) return refuse(reply);
          const b = jsonBody(Buffer.from(req.body)) as {
            PaymentRequest?: { OrderId?: string; Amount?: string; Currency?: string; ExtraData?: { WebhookUrl?: string } };
          } | null;
          const pr = b?.PaymentRequest;
          const amountMinor = parseMajor(pr?.Amount ?? '');
          if (!pr || !/^[0-9]{1,10}$/.test(pr.OrderId ?? '') || amountMinor === null)
            return reply.status(400).send({ Code: 'WrongParams', Description: 'bad PaymentRequest' });
          o.book.open({
            orderId: Number(pr.OrderId),
            amountMinor,
            currency: pr.Currency ?? 'RUB',
            ref: `PS${randomUUID().replace(/-/g, '').slice(0, 14)}`,
            data: { webhookUrl: pr.ExtraData?.WebhookUrl ?? '' },
          });
          return reply.type('application/json').send(JSON.stringify(pagePath(Number(pr.OrderId))));
        });
        scope.get<{ Params: { id: string } }>('/simulators/payselection/gw/orders/:id', async (req, reply) => {
          if (!signedOk(req, `/orders/${req.params.id}`)) return refuse(reply);
          const row = o.book.get(Number(req.params.id));
          if (!row) return reply.status(404).send({ Code: 'OrderNotFound', Description: 'no such order' });
          return [
            {
              TransactionId: row.ref,
              TransactionState: STATE[row.status],
              Amount: (row.amountMinor / 100).toFixed(2),
              Currency: row.currency,
            },
          ];
        });
        scope.post<{ Body: string }>('/simulators/payselection/gw/payments/refund', async (req, reply) => {
          if (!signedOk(req, '/payments/refund', req.body)) return refuse(reply);
          const b = jsonBody(Buffer.from(req.body)) as { TransactionId?: string; WebhookUrl?: string } | null;
          const row = b?.TransactionId ? o.book.byRef(b.TransactionId) : undefined;
          if (!row || row.status !== 'paid')
            return reply.status(400).send({ Code: 'WrongTransaction', Description: 'nothing paid to refund' });
          row.status = 'refunded';
          const url = b?.WebhookUrl || row.data.webhookUrl || '';
          const order = {
            id: row.orderId,
            amountMinor: row.amountMinor,
            currency: row.currency,
            description: '',
            productId: '',
            email: null,
            locale: 'ru',
            providerRef: row.ref,
            customerRef: null,
          };
          const body = o.webhookFor(order, 'Refund');
          postLater(app, {
            method: 'POST',
            url,
            headers: {
              'content-type': 'application/json',
              'X-SITE-ID': o.siteId,
              'X-WEBHOOK-SIGNATURE': webhookSignature({ url, siteId: o.siteId, body, secret: o.secretKey }),
            },
            payload: body,
          });
          return { TransactionId: `R${row.ref}` };
        });
      });
    },
  };
}
