import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { safeEqual } from '../../provider-kit/webhook.js';
import { jsonBody } from '../provider-http.js';
import { rawBodyScope } from '../simulators/post.js';
import type { SimOrders } from '../simulators/sim-orders.js';
import { pagePath, type StandIn } from '../simulators/simulator.js';
import { paylamaSignature } from './signature.js';

const STATUS = { open: 'Pending', paid: 'Succeed', declined: 'Failed', refunded: 'Succeed' } as const;

/** Paylama's stand-in: invoices (card/wallet and SBP) and order details, each checking API-Key and the HMAC-SHA512 Signature of the exact body. */
export function paylamaStandIn(o: { apiKey: string; secret: string; book: SimOrders }): StandIn {
  const signed = (req: FastifyRequest<{ Body: string }>) =>
    req.headers['api-key'] === o.apiKey && safeEqual(String(req.headers.signature ?? ''), paylamaSignature(o.secret, req.body));
  return {
    family: 'paylama',
    routes(app) {
      rawBodyScope(app, (scope) => {
        const base = '/simulators/paylama/api/api/payment';
        for (const method of ['generate_invoice_h2h', 'generate_invoice_fps_h2h']) {
          scope.post<{ Body: string }>(`${base}/${method}`, async (req, reply) => {
            if (!signed(req)) return reply.status(401).send({ success: false, cause: 'invalid signature' });
            const b = jsonBody(Buffer.from(req.body)) as { amount?: number; currencyID?: number; clientOrderID?: string } | null;
            if (!b || !Number.isInteger(b.amount) || !/^[0-9]{1,10}$/.test(b.clientOrderID ?? ''))
              return reply.status(400).send({ success: false, cause: 'bad invoice' });
            const orderId = Number(b.clientOrderID);
            const row = o.book.open({
              orderId,
              ref: `PL${randomUUID().replace(/-/g, '').slice(0, 16)}`,
              amountMinor: b.amount! * 100,
              currency: 'RUB',
            });
            const paymentURL =
              method === 'generate_invoice_fps_h2h'
                ? `${pagePath(orderId)}?qr=${encodeURIComponent(`https://qr.nspk.ru/AS1000${row.ref}?type=02&bank=100000000111&sum=${row.amountMinor}&cur=RUB&crc=C0DE`)}`
                : pagePath(orderId);
            return { success: true, billID: row.ref, paymentURL, cause: null };
          });
        }
        scope.post<{ Body: string }>(`${base}/get_order_details`, async (req, reply) => {
          if (!signed(req)) return reply.status(401).send({ success: false, cause: 'invalid signature' });
          const b = jsonBody(Buffer.from(req.body)) as { externalID?: string } | null;
          const row = b?.externalID ? o.book.byRef(b.externalID) : undefined;
          if (!row) return reply.status(404).send({ success: false, cause: 'order not found' });
          return { success: true, externalID: row.ref, status: STATUS[row.status], amount: row.amountMinor / 100, currencyID: 1 };
        });
      });
    },
  };
}
