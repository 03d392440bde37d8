import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { safeEqual } from '../../provider-kit/webhook.js';
import { parseMajor } from '../money.js';
import type { SimOrders } from '../simulators/sim-orders.js';
import { pagePath, type StandIn } from '../simulators/simulator.js';

const STATUS = { open: 'WAITING', paid: 'PAID', declined: 'REJECTED', refunded: 'PAID' } as const;
const CreateBill = z.object({
  amount: z.object({ currency: z.string(), value: z.string() }),
  comment: z.string().optional(),
  expirationDateTime: z.string(),
  customFields: z.object({ paySourcesFilter: z.string().optional() }).optional(),
});

/** QIWI's stand-in: bills created and read with the Bearer secret key; a bill's page is the hosted simulator page. */
export function qiwiStandIn(o: { secretKey: string; siteId: string; book: SimOrders }): StandIn {
  const authed = (req: FastifyRequest, reply: FastifyReply) => {
    if (safeEqual(req.headers.authorization, `Bearer ${o.secretKey}`)) return true;
    void reply.status(401).send({ serviceName: 'invoicing-api', errorCode: 'auth.unauthorized', description: 'Invalid token' });
    return false;
  };
  return {
    family: 'qiwi',
    routes(app) {
      const bill = (billId: string) => {
        const row = o.book.byRef(billId);
        if (!row) return null;
        return {
          siteId: o.siteId,
          billId,
          amount: { value: (row.amountMinor / 100).toFixed(2), currency: row.currency },
          status: { value: STATUS[row.status] },
          customFields: { paySourcesFilter: row.data.paySourcesFilter },
          payUrl: pagePath(row.orderId),
        };
      };
      app.put<{ Params: { billId: string } }>('/simulators/qiwi/partner/bill/v1/bills/:billId', async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const parsed = CreateBill.safeParse(req.body);
        const orderId = /^numscope-([0-9]{1,10})$/.exec(req.params.billId)?.[1];
        const amountMinor = parsed.success ? parseMajor(parsed.data.amount.value) : null;
        if (!parsed.success || !orderId || amountMinor === null)
          return reply.status(400).send({ errorCode: 'validation.error', description: 'bad bill' });
        // The same billId again is the same bill (QIWI's idempotency).
        o.book.open({
          orderId: Number(orderId),
          ref: req.params.billId,
          amountMinor,
          currency: parsed.data.amount.currency,
          data: { paySourcesFilter: parsed.data.customFields?.paySourcesFilter ?? 'qw,card' },
        });
        return bill(req.params.billId);
      });
      app.get<{ Params: { billId: string } }>('/simulators/qiwi/partner/bill/v1/bills/:billId', async (req, reply) => {
        if (!authed(req, reply)) return reply;
        return bill(req.params.billId) ?? reply.status(404).send({ errorCode: 'invoice.not.found', description: 'Invoice not found' });
      });
    },
  };
}
