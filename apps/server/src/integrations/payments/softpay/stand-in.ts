import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SimOrders } from '../simulators/sim-orders.js';
import { pagePath, type StandIn } from '../simulators/simulator.js';

const Order = z.object({
  product: z.string(),
  customData: z.object({ orderId: z.string().regex(/^[0-9]{1,10}$/), amount: z.number().positive() }).passthrough(),
});

/** SoftPay's stand-in: orders for our product link, authorised by the raw API key. */
export function softpayStandIn(o: { apiKey: string; product: string; book: SimOrders }): StandIn {
  return {
    family: 'softpay',
    routes(app) {
      app.post('/simulators/softpay/api/v1/order', async (req, reply) => {
        if (req.headers.authorization !== o.apiKey) return reply.status(401).send({ message: 'Unauthorized' });
        const parsed = Order.safeParse(req.body);
        if (!parsed.success || parsed.data.product !== o.product) return reply.status(400).send({ message: 'bad order' });
        const orderId = Number(parsed.data.customData.orderId);
        const row = o.book.open({
          orderId,
          ref: randomUUID(),
          amountMinor: Math.round(parsed.data.customData.amount * 100),
          currency: 'RUB',
        });
        return reply.status(201).send({ data: { order: { id: row.ref, status: 'CREATED' }, url: pagePath(orderId) } });
      });
    },
  };
}
