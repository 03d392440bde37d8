import { randomUUID } from 'node:crypto';
import { webhookPath } from '@numscope/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Jobs, RetryPolicy } from '../../../infra/jobs/index.js';
import { formatMinor } from '../money.js';
import type { PaymentAdapter, PaymentOrder } from '../payment-provider.js';
import { closedPage, hostedPage, type PageStyle } from './hosted-page.js';
import { attachLoopback } from './loopback.js';

/** What a buyer (or `npm run simulate -- pay`) makes happen at a stand-in. */
export type SimOutcome = 'paid' | 'declined' | 'refund';

/** A payment as a provider's stand-in keeps it. */
export interface SimPayment {
  /** The provider's own id (bill id, session id, transaction id). */
  id: string;
  /** The payment-system code whose adapter created it (its simulator signs the callback). */
  code: string;
  family: string;
  orderId: number;
  amountMinor: number;
  currency: string;
  description: string;
  email: string | null;
  /** SBP: the payload the QR code holds. */
  qr?: string;
  successUrl: string;
  failUrl: string;
  status: 'open' | 'paid' | 'declined' | 'abandoned' | 'refunded';
  /** Provider specifics the stand-in keeps (payWay, customer, saved card…). */
  data: Record<string, string>;
}

export interface StandInContext {
  store: SimStore;
  publicUrl: string;
  /** The hosted page of a payment, as the provider's API returns it. */
  pageUrl(p: SimPayment): string;
  /** Delivers the provider's callback for an outcome (and its retries); false when our server did not accept it yet. */
  settle(p: SimPayment, outcome: SimOutcome): Promise<boolean>;
  /** The code of this family's adapter whose stand-in has this variant key (the first one without a key). */
  codeFor(variantKey?: string): string | undefined;
}

/**
 * One provider family's stand-in: its HTTP API under /simulators/<family>/ answering the adapter's
 * real requests, the look of its hosted page, and how the provider retries a callback that did not
 * get the answer its protocol requires. The callback itself is the adapter's `simulator.callback`.
 */
export interface StandIn {
  family: string;
  /** What tells the family's codes apart in its requests (PrimePayments' payWay). */
  variantKey?: string;
  style: PageStyle;
  retry: RetryPolicy;
  routes(app: FastifyInstance, ctx: StandInContext): void;
}

/** An adapter that brings the stand-in of its family (every code of a family brings the same one). */
export type AdapterWithStandIn = PaymentAdapter & { standIn?: StandIn };

/** The stand-ins' payments, in memory: simulators serve one development or test instance. */
export class SimStore {
  private readonly byId = new Map<string, SimPayment>();

  add(p: Omit<SimPayment, 'id' | 'status' | 'data'> & { id?: string; data?: Record<string, string> }): SimPayment {
    const payment: SimPayment = { ...p, id: p.id ?? randomUUID(), status: 'open', data: p.data ?? {} };
    this.byId.set(payment.id, payment);
    return payment;
  }

  get(id: string): SimPayment | undefined {
    return this.byId.get(id);
  }

  /** The latest payment made for one of our orders (a retried create makes another). */
  byOrder(orderId: number): SimPayment | undefined {
    return [...this.byId.values()].reverse().find((p) => p.orderId === orderId);
  }
}

export const simPagePath = (family: string, id: string) => `/simulators/pay/${family}/${encodeURIComponent(id)}`;

const jobName = (family: string) => `payments-simulator-${family}`;
const jobData = z.object({ paymentId: z.string(), outcome: z.enum(['paid', 'declined', 'refund']) });

/** The order as the adapter's simulator needs it to sign the provider's callback. */
function orderOf(p: SimPayment): PaymentOrder {
  return { id: p.orderId, amountMinor: p.amountMinor, currency: p.currency, description: p.description, productId: '', email: p.email, locale: 'ru', providerRef: p.id };
}

/**
 * Registers the payment stand-ins (simulators on only): each family's API, the hosted page with
 * Pay / Decline / Abandon, the outcome hook of `npm run simulate -- pay`, and per family a callback
 * job retried as that provider retries.
 */
export function registerPaymentSimulators(app: FastifyInstance, o: { adapters: readonly AdapterWithStandIn[]; jobs: Jobs; publicUrl: string }): SimStore {
  const store = new SimStore();
  const publicUrl = o.publicUrl.replace(/\/$/, '');
  const adapters = new Map(o.adapters.map((a) => [a.code as string, a]));
  const standIns = new Map<string, StandIn>();
  for (const a of o.adapters) if (a.standIn && !standIns.has(a.standIn.family)) standIns.set(a.standIn.family, a.standIn);
  attachLoopback(app);

  async function deliver(p: SimPayment, outcome: SimOutcome): Promise<boolean> {
    const adapter = adapters.get(p.code);
    const order = orderOf(p);
    const req = adapter?.simulator?.callback(order, outcome, `${publicUrl}${webhookPath(adapter.endpoint)}`);
    if (!adapter?.simulator || !req) return true;
    const url = new URL(req.url);
    const res = await app.inject({ method: req.method, url: url.pathname + url.search, headers: req.headers, payload: req.payload });
    return adapter.simulator.accepted(order, { status: res.statusCode, body: res.body });
  }

  async function settle(p: SimPayment, outcome: SimOutcome): Promise<boolean> {
    if (await deliver(p, outcome)) return true;
    const retry = standIns.get(p.family)?.retry;
    if (retry) await o.jobs.enqueue(jobName(p.family), { paymentId: p.id, outcome }, { startAfter: new Date(app.clock.now().getTime() + retry.delaySeconds * 1000) });
    return false;
  }

  const codeFor = (family: string) => (variantKey?: string) =>
    o.adapters.find((a) => a.standIn?.family === family && (variantKey === undefined || a.standIn.variantKey === variantKey))?.code;
  const ctx = (family: string): StandInContext => ({ store, publicUrl, settle, codeFor: codeFor(family), pageUrl: (p) => `${publicUrl}${simPagePath(p.family, p.id)}` });
  for (const s of standIns.values()) {
    s.routes(app, ctx(s.family));
    o.jobs.define({
      name: jobName(s.family),
      data: jobData,
      retry: s.retry,
      async handler(data: z.infer<typeof jobData>) {
        const p = store.get(data.paymentId);
        if (p && !(await deliver(p, data.outcome))) throw new Error(`${s.family} callback not accepted yet`);
      },
    });
  }

  const find = (family: string, id: string) => {
    const style = standIns.get(family)?.style;
    const p = style ? store.get(id) : undefined;
    return style && p && p.family === family ? { style, p } : null;
  };

  app.get<{ Params: { family: string; id: string } }>('/simulators/pay/:family/:id', async (req, reply) => {
    const found = find(req.params.family, req.params.id);
    if (!found) return reply.status(404).type('text/html').send(closedPage({ brand: 'Payment', color: '#444', ink: '#fff' }, 'No such payment.'));
    const { style, p } = found;
    if (p.status !== 'open') return reply.type('text/html').send(closedPage(style, `This payment is ${p.status}.`));
    const html = await hostedPage({
      style,
      title: `Order ${p.orderId}`,
      description: p.description,
      amount: formatMinor(p.amountMinor),
      currency: p.currency,
      action: simPagePath(p.family, p.id),
      ...(p.qr ? { qr: p.qr, note: 'Scan with your bank app, or press Pay to confirm as the bank would.' } : {}),
    });
    return reply.type('text/html').send(html);
  });

  app.post<{ Params: { family: string; id: string }; Body: { action?: string } | undefined }>('/simulators/pay/:family/:id', async (req, reply) => {
    const found = find(req.params.family, req.params.id);
    const action = req.body?.action;
    if (!found || (action !== 'pay' && action !== 'decline' && action !== 'abandon')) return reply.status(404).send({ status: 'error', message: 'no such payment or action' });
    const { style, p } = found;
    if (p.status !== 'open') return reply.status(409).type('text/html').send(closedPage(style, `This payment is ${p.status}.`));
    const outcome = action === 'pay' ? 'paid' : action === 'decline' ? 'declined' : 'abandoned';
    p.status = outcome;
    // Abandon: the buyer leaves; the provider sends nothing and the order expires.
    if (outcome !== 'abandoned') await settle(p, outcome);
    return reply.redirect(outcome === 'paid' ? p.successUrl : p.failUrl, 303);
  });

  // `npm run simulate -- pay --order ID --outcome paid|declined|refund`.
  app.post<{ Body: unknown }>('/simulators/payments/outcome', async (req, reply) => {
    const parsed = z.object({ order: z.coerce.number().int().positive(), outcome: z.enum(['paid', 'declined', 'refund']) }).safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ status: 'error', message: 'order (number) and outcome (paid|declined|refund) required' });
    const p = store.byOrder(parsed.data.order);
    if (!p) return reply.status(404).send({ status: 'error', message: 'no simulated payment for this order' });
    const { outcome } = parsed.data;
    if (outcome === 'refund' ? p.status !== 'paid' : p.status !== 'open') return reply.status(409).send({ status: 'error', message: `payment is ${p.status}` });
    p.status = outcome === 'refund' ? 'refunded' : outcome;
    const delivered = await settle(p, outcome);
    return { status: 'success', data: { payment: p.id, code: p.code, delivered } };
  });

  return store;
}
