import { webhookPath } from '@numscope/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { safeEqual } from '../../provider-kit/webhook.js';
import { postLater } from '../simulators/post.js';
import { pagePath, type StandIn } from '../simulators/simulator.js';
import { recurringDeclines } from '../simulators/recurring.js';
import { chargeObject, intentObject, invoiceObject, sessionObject, signedEvent } from './events.js';
import { StripeSimState, stripeSimState } from './stand-in-state.js';

const fields = (body: unknown) => z.record(z.string(), z.string()).catch({}).parse(body);

/** Stripe's form encoding of a hash: `metadata[k]=v` (under `prefix`) back to `{k: v}`. */
function bracketed(f: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) if (k.startsWith(`${prefix}[`) && k.endsWith(']')) out[k.slice(prefix.length + 1, -1)] = v;
  return out;
}

function fail(reply: FastifyReply, status: number, message: string, type = 'invalid_request_error', code?: string, param?: string) {
  return reply.status(status).send({ error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } });
}

/** Stripe's answer to a request naming a customer it does not have. */
const noSuchCustomer = (reply: FastifyReply, id: string, status = 400) =>
  fail(reply, status, `No such customer: '${id}'`, 'invalid_request_error', 'resource_missing', 'customer');

/**
 * Stripe's stand-in: the slice of the REST API the adapter's SDK calls (Checkout Sessions,
 * customers and their saved cards, off-session PaymentIntents, refunds), form-encoded in and JSON out,
 * authenticated with the secret key, plus invoices of a customer (renewals) and the billing portal
 * (a page of ours). Charges without a page (saved card, invoice, refund) post their signed
 * events as Stripe would; Checkout's outcome comes from the hosted page (the adapter's simulator).
 */
export function stripeStandIn(o: { secretKey: string; webhookSecret: string }): StandIn {
  const state = stripeSimState(o.secretKey);
  return {
    family: 'stripe',
    routes(app) {
      const hook = webhookPath('stripe');
      const authed = (req: FastifyRequest, reply: FastifyReply) => {
        if (safeEqual(req.headers.authorization, `Bearer ${o.secretKey}`)) return true;
        void fail(reply, 401, 'Invalid API Key provided.');
        return false;
      };
      const base = '/simulators/stripe/v1';
      // Stripe replays the first response stored under an Idempotency-Key (kept 24 h).
      app.addHook('onRequest', async (req, reply) => {
        const key = req.headers['idempotency-key'];
        if (req.method !== 'POST' || !req.url.startsWith(base) || typeof key !== 'string') return;
        const stored = state.idempotent.get(`${req.url}:${key}`);
        if (stored) return reply.header('idempotent-replayed', 'true').type('application/json').send(stored);
      });
      app.addHook('onSend', async (req, reply, payload) => {
        const key = req.headers['idempotency-key'];
        if (
          req.method === 'POST' &&
          req.url.startsWith(base) &&
          typeof key === 'string' &&
          reply.statusCode < 500 &&
          typeof payload === 'string'
        ) {
          if (!state.idempotent.has(`${req.url}:${key}`)) state.idempotent.set(`${req.url}:${key}`, payload);
        }
        return payload;
      });

      app.post(`${base}/checkout/sessions`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const f = fields(req.body);
        const orderId = Number(f.client_reference_id);
        const amount = Number(f['line_items[0][price_data][unit_amount]']);
        if (
          f.mode !== 'payment' ||
          !Number.isSafeInteger(orderId) ||
          !Number.isSafeInteger(amount) ||
          amount <= 0 ||
          !f.success_url ||
          !f.cancel_url
        ) {
          return fail(reply, 400, 'Missing or invalid Checkout parameters.');
        }
        if (f.customer && !state.customers.has(f.customer)) return noSuchCustomer(reply, f.customer);
        if (f.customer && f.customer_email)
          return fail(reply, 400, 'You may only specify one of these parameters: customer, customer_email.');
        const metadata = bracketed(f, 'metadata');
        const s = {
          id: StripeSimState.id('cs_test'),
          orderId,
          amount_total: amount,
          currency: (f['line_items[0][price_data][currency]'] ?? 'usd').toLowerCase(),
          customer: f.customer ?? null,
          customer_email: f.customer_email ?? null,
          payment_intent: null,
          status: 'open' as const,
          payment_status: 'unpaid' as const,
          metadata,
          saveCard: f['payment_intent_data[setup_future_usage]'] === 'off_session',
          intentMetadata: bracketed(f, 'payment_intent_data[metadata]'),
          success_url: f.success_url,
          cancel_url: f.cancel_url,
        };
        state.sessions.set(s.id, s);
        return sessionObject(s, pagePath(orderId));
      });

      app.get<{ Params: { id: string } }>(`${base}/checkout/sessions/:id`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const s = state.sessions.get(req.params.id);
        return s
          ? sessionObject(s, s.status === 'open' ? pagePath(s.orderId) : null)
          : fail(reply, 404, `No such checkout.session: '${req.params.id}'`);
      });

      app.post(`${base}/customers`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const f = fields(req.body);
        const c = { id: StripeSimState.id('cus'), email: f.email ?? null, cards: [] };
        state.customers.set(c.id, c);
        return { id: c.id, object: 'customer', email: c.email, metadata: bracketed(f, 'metadata') };
      });

      app.delete<{ Params: { id: string } }>(`${base}/customers/:id`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        if (!state.customers.delete(req.params.id))
          return fail(reply, 404, `No such customer: '${req.params.id}'`, 'invalid_request_error', 'resource_missing');
        return { id: req.params.id, object: 'customer', deleted: true };
      });

      app.get<{ Params: { id: string } }>(`${base}/customers/:id/payment_methods`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const c = state.customers.get(req.params.id);
        if (!c) return noSuchCustomer(reply, req.params.id, 404);
        const data = c.cards.map((card) => ({
          id: card.id,
          object: 'payment_method',
          type: 'card',
          customer: c.id,
          card: { brand: 'visa', last4: card.last4, exp_month: 12, exp_year: 2030 },
        }));
        return { object: 'list', url: `/v1/customers/${c.id}/payment_methods`, has_more: false, data };
      });

      app.post(`${base}/payment_intents`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const f = fields(req.body);
        const c = f.customer ? state.customers.get(f.customer) : undefined;
        const amount = Number(f.amount);
        const orderId = Number(f['metadata[orderId]']);
        if (
          !c ||
          !c.cards.some((card) => card.id === f.payment_method) ||
          f.confirm !== 'true' ||
          !Number.isSafeInteger(amount) ||
          !Number.isSafeInteger(orderId)
        ) {
          return fail(reply, 402, 'Your card was declined.', 'card_error');
        }
        const metadata = bracketed(f, 'metadata');
        const i = {
          id: StripeSimState.id('pi'),
          orderId,
          amount,
          currency: (f.currency ?? 'usd').toLowerCase(),
          customer: c.id,
          payment_method: f.payment_method ?? null,
          status: 'succeeded' as const,
          metadata,
          refunded: false,
        };
        state.intents.set(i.id, i);
        postLater(app, signedEvent('payment_intent.succeeded', intentObject(i), hook, o.webhookSecret));
        return intentObject(i);
      });

      app.get<{ Params: { id: string } }>(`${base}/payment_intents/:id`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const i = state.intents.get(req.params.id);
        return i ? intentObject(i) : fail(reply, 404, `No such payment_intent: '${req.params.id}'`);
      });

      // Renewals: an invoice of the customer, its item, then paying it with the saved card.
      app.post(`${base}/invoices`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const f = fields(req.body);
        const c = f.customer ? state.customers.get(f.customer) : undefined;
        if (!c) return noSuchCustomer(reply, f.customer ?? '');
        const inv = {
          id: StripeSimState.id('in'),
          customer: c.id,
          amount_due: 0,
          amount_paid: 0,
          currency: 'usd',
          status: 'draft' as const,
          metadata: bracketed(f, 'metadata'),
        };
        state.invoices.set(inv.id, inv);
        return invoiceObject(inv);
      });

      app.post(`${base}/invoiceitems`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const f = fields(req.body);
        const inv = state.invoices.get(f.invoice ?? '');
        const amount = Number(f.amount);
        if (!inv || inv.status !== 'draft' || inv.customer !== f.customer || !Number.isSafeInteger(amount) || amount <= 0)
          return fail(reply, 400, 'Missing or invalid invoice item parameters.');
        inv.amount_due += amount;
        inv.currency = (f.currency ?? inv.currency).toLowerCase();
        return {
          id: StripeSimState.id('ii'),
          object: 'invoiceitem',
          amount,
          currency: inv.currency,
          invoice: inv.id,
          customer: inv.customer,
        };
      });

      app.post<{ Params: { id: string } }>(`${base}/invoices/:id/pay`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const inv = state.invoices.get(req.params.id);
        if (!inv) return fail(reply, 404, `No such invoice: '${req.params.id}'`);
        if (inv.status === 'paid') return fail(reply, 400, 'Invoice is already paid.');
        const c = state.customers.get(inv.customer);
        const card = c?.cards.find((k) => k.id === fields(req.body).payment_method);
        // As Stripe: without a default payment method on the customer, the call must name a card of theirs.
        if (c && !card) return fail(reply, 400, 'The invoice has no payment method: pass payment_method.');
        if (!c || !card || recurringDeclines.take(Number(inv.metadata.parentOrderId))) {
          inv.status = 'open';
          postLater(app, signedEvent('invoice.payment_failed', invoiceObject(inv), hook, o.webhookSecret));
          return fail(reply, 402, 'Your card was declined.', 'card_error');
        }
        // Paying the invoice makes a payment intent of its own, which carries none of the invoice's metadata.
        const intent = {
          id: StripeSimState.id('pi'),
          orderId: Number(inv.metadata.orderId),
          amount: inv.amount_due,
          currency: inv.currency,
          customer: c.id,
          payment_method: card.id,
          status: 'succeeded' as const,
          metadata: {},
          refunded: false,
        };
        state.intents.set(intent.id, intent);
        Object.assign(inv, { status: 'paid', amount_paid: inv.amount_due, payment_intent: intent.id });
        postLater(app, signedEvent('invoice.paid', invoiceObject(inv), hook, o.webhookSecret));
        return invoiceObject(inv);
      });

      app.get<{ Querystring: { invoice?: string } }>(`${base}/invoice_payments`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const inv = state.invoices.get(req.query.invoice ?? '');
        const data = inv?.payment_intent
          ? [
              {
                id: StripeSimState.id('inpay'),
                object: 'invoice_payment',
                invoice: inv.id,
                amount_paid: inv.amount_paid,
                currency: inv.currency,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: inv.payment_intent },
              },
            ]
          : [];
        return { object: 'list', url: '/v1/invoice_payments', has_more: false, data };
      });

      // The customer portal: a page of ours listing the saved cards, with the way back.
      app.post(`${base}/billing_portal/sessions`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const f = fields(req.body);
        if (!f.customer || !state.customers.has(f.customer) || !f.return_url) return fail(reply, 400, 'Missing customer or return_url.');
        const id = StripeSimState.id('bps');
        state.portals.set(id, { customer: f.customer, return_url: f.return_url });
        return {
          id,
          object: 'billing_portal.session',
          customer: f.customer,
          return_url: f.return_url,
          url: `/simulators/stripe/portal/${id}`,
        };
      });

      app.get<{ Params: { id: string } }>('/simulators/stripe/portal/:id', async (req, reply) => {
        const p = state.portals.get(req.params.id);
        const c = p && state.customers.get(p.customer);
        if (!p || !c) return reply.status(404).type('text/plain').send('This portal session has expired.');
        const esc = (v: string) => v.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
        const cards = c.cards.map((card) => `<li>Visa •••• ${esc(card.last4)}</li>`).join('');
        return reply
          .type('text/html')
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Billing — Stripe (stand-in)</title></head>` +
              `<body style="font-family:system-ui;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1>Billing</h1>` +
              `<p data-testid="portal-email">${esc(c.email ?? '')}</p><h2>Payment methods</h2><ul>${cards}</ul>` +
              `<p><a data-testid="portal-return" href="${esc(p.return_url)}">Return to NumScope</a></p></body></html>`,
          );
      });

      app.post(`${base}/refunds`, async (req, reply) => {
        if (!authed(req, reply)) return reply;
        const i = state.intents.get(fields(req.body).payment_intent ?? '');
        if (!i || i.status !== 'succeeded') return fail(reply, 400, 'This PaymentIntent has no successful charge to refund.');
        if (i.refunded) return fail(reply, 400, 'Charge has already been refunded.');
        i.refunded = true;
        postLater(app, signedEvent('charge.refunded', chargeObject(i), hook, o.webhookSecret));
        return {
          id: StripeSimState.id('re'),
          object: 'refund',
          amount: i.amount,
          currency: i.currency,
          payment_intent: i.id,
          status: 'succeeded',
        };
      });
    },
  };
}
