import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { formatMinor, parseMajor } from '../money.js';
import { jsonBody } from '../provider-http.js';
import { rawBodyScope } from '../simulators/post.js';
import type { SimOrders } from '../simulators/sim-orders.js';
import { pagePath, type StandIn } from '../simulators/simulator.js';
import { flexoVerify } from './signature.js';

const STATUS = { open: 'processing', paid: 'success', declined: 'failed', refunded: 'refunded' } as const;

/** FLEXO's stand-in: the payment-link and status calls, each checking W1-Signature with our public key. */
export function flexoStandIn(o: { siteId: string; merchantPublicKey: string; book: SimOrders }): StandIn {
  const prefix = '/simulators/flexo';
  const signed = (req: FastifyRequest, body: string) =>
    flexoVerify(o.merchantPublicKey, req.method, req.url.slice(prefix.length), body, req.headers['w1-signature'] as string | undefined);
  return {
    family: 'flexo',
    routes(app) {
      rawBodyScope(app, (scope) => {
        scope.post<{ Body: string }>(`${prefix}/paymentpageapi/${o.siteId}/create_payment_link`, async (req, reply) => {
          if (!signed(req, req.body)) return reply.status(401).send({ error: 'invalid W1-Signature' });
          const b = jsonBody(Buffer.from(req.body)) as { externalId?: string; amount?: { amount?: string; currency?: string } } | null;
          const amountMinor = parseMajor(String(b?.amount?.amount ?? ''));
          if (!b || !/^[0-9]{1,10}$/.test(b.externalId ?? '') || amountMinor === null)
            return reply.status(400).send({ error: 'bad request' });
          o.book.open({ orderId: Number(b.externalId), ref: randomUUID(), amountMinor, currency: b.amount?.currency ?? 'RUB' });
          return { url: pagePath(Number(b.externalId)) };
        });
        scope.get<{ Querystring: { externalId?: string } }>(`${prefix}/card/${o.siteId}/operations/status`, async (req, reply) => {
          if (!signed(req, '')) return reply.status(401).send({ error: 'invalid W1-Signature' });
          const row = o.book.get(Number(req.query.externalId));
          if (!row) return reply.status(404).send({ error: 'operation not found' });
          return {
            externalId: String(row.orderId),
            operationId: row.ref,
            status: STATUS[row.status],
            amount: { amount: formatMinor(row.amountMinor), currency: row.currency },
          };
        });
      });
    },
  };
}
