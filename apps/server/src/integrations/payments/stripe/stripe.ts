import Stripe from 'stripe';
import { z } from 'zod';
import { defineProvider, option, secret, variant } from '../../provider-kit/provider.js';
import { header } from '../../provider-kit/webhook.js';
import {
  CustomerMissing,
  type PaymentAction,
  type PaymentAdapter,
  type PaymentChoice,
  type PaymentOrder,
  type PaymentStart,
  type ProviderContext,
} from '../payment-provider.js';
import { absolute } from '../provider-http.js';
import { chargeObject, intentObject, sessionObject, signedEvent } from './events.js';
import { stripeSimState, StripeSimState, type SimIntent } from './stand-in-state.js';
import { stripeStandIn } from './stand-in.js';

/**
 * Stripe's client on our options: the official SDK, its HTTP through the outbound fetch (the
 * simulated API is a path on our own server, so the SDK's requests get that prefix).
 */
function stripeClient(secretKey: string, apiUrl: string, out: ProviderContext): Stripe {
  const api = new URL(absolute(apiUrl, out));
  const prefix = api.pathname.replace(/\/$/, '');
  const fetchFn: typeof fetch = (url, init) => {
    const u = new URL(url instanceof Request ? url.url : String(url));
    u.pathname = prefix + u.pathname;
    return out.fetch(u.toString(), init);
  };
  return new Stripe(secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'http:' ? '80' : '443'),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    maxNetworkRetries: 2,
    telemetry: false,
  });
}

type Obj = Record<string, unknown>;
/** Products sold monthly: their card is kept for renewals. */
const RECURRING_PRODUCTS = new Set(['spy', 'antispy']);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** Our order id from an event object: Checkout's client_reference_id, or the metadata we set. */
function orderIdOf(o: Obj): number | null {
  const meta = (o.metadata ?? {}) as Obj;
  const raw = str(o.client_reference_id) ?? str(meta.orderId);
  return raw && /^[0-9]{1,10}$/.test(raw) ? Number(raw) : null;
}

/**
 * Stripe (docs.stripe.com; official SDK `stripe`): STRIPE_CARD pays on hosted Checkout;
 * STRIPE_MINI charges the customer's saved card in place (an off-session PaymentIntent) when there
 * is one, else goes through Checkout and saves the card for next time. Events are verified with
 * `webhooks.constructEvent` (300 s tolerance) and fulfilled only when the money is there
 * (`payment_status: paid`). Both codes share the `stripe` endpoint and one account.
 */
export const stripeCard = defineProvider({
  id: 'STRIPE_CARD',
  options: {
    secretKey: secret('STRIPE_SECRET_KEY', z.string().startsWith('sk_'), 'sk_test_simulated'),
    webhookSecret: secret('STRIPE_WEBHOOK_SECRET', z.string().min(8), 'whsec_simulated_numscope'),
    apiUrl: option('STRIPE_API_URL', z.string().min(1).default('https://api.stripe.com'), '/simulators/stripe'),
    savedCards: option('STRIPE_CARD_SAVED_CARDS', z.enum(['0', '1']).default('0')),
  },
  create(o, code): PaymentAdapter {
    const clients = new WeakMap<ProviderContext, Stripe>();
    const api = (out: ProviderContext) => {
      let c = clients.get(out);
      if (!c) clients.set(out, (c = stripeClient(o.secretKey, o.apiUrl, out)));
      return c;
    };
    const sim = stripeSimState(o.secretKey);
    const useSavedCard = o.savedCards === '1';

    async function checkout(
      stripe: Stripe,
      out: ProviderContext,
      order: PaymentOrder,
      choice: { successUrl: string; failUrl: string },
    ): Promise<PaymentStart> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amountMinor,
                product_data: { name: order.description },
              },
            },
          ],
          success_url: choice.successUrl,
          cancel_url: choice.failUrl,
          client_reference_id: String(order.id),
          metadata: { orderId: String(order.id), productId: order.productId, code },
          // The account's own customer keeps the card (without one, the typed e-mail is only prefilled).
          ...(order.customerRef ? { customer: order.customerRef } : order.email ? { customer_email: order.email } : {}),
          // The intent carries the order too, so a refund or dispute of it names the order.
          payment_intent_data: {
            metadata: { orderId: String(order.id), code, flow: 'checkout' },
            // Monthly subscriptions keep the card: renewals charge it off-session (docs/decisions/021).
            ...(useSavedCard || RECURRING_PRODUCTS.has(order.productId) ? { setup_future_usage: 'off_session' as const } : {}),
          },
        },
        { idempotencyKey: `numscope-order-${order.id}-checkout${order.customerRef ? `-${order.customerRef}` : ''}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { kind: 'redirect', url: absolute(session.url, out), providerRef: session.id };
    }

    /** A card the account's own customer saved: the one ending in `last4` when given, else the first. */
    async function savedCard(stripe: Stripe, customer: string | null, last4: string | undefined) {
      if (!customer) return null;
      const cards = (await stripe.customers.listPaymentMethods(customer, { type: 'card' })).data;
      const card = cards.find((c) => last4 !== undefined && c.card?.last4 === last4) ?? cards[0];
      return card ? { customer, paymentMethod: card.id } : null;
    }

    /** STRIPE_MINI charges a saved card in place when there is one and it pays; otherwise Checkout. */
    async function savedCardOrCheckout(
      stripe: Stripe,
      out: ProviderContext,
      order: PaymentOrder,
      choice: PaymentChoice,
    ): Promise<PaymentStart> {
      if (useSavedCard) {
        const saved = await savedCard(stripe, order.customerRef, choice.cardNumber);
        if (saved) {
          try {
            const pi = await stripe.paymentIntents.create(
              {
                amount: order.amountMinor,
                currency: order.currency.toLowerCase(),
                customer: saved.customer,
                payment_method: saved.paymentMethod,
                off_session: true,
                confirm: true,
                metadata: { orderId: String(order.id), productId: order.productId, code, flow: 'saved_card' },
              },
              { idempotencyKey: `numscope-order-${order.id}-saved-card` },
            );
            // Paid in place: the buyer waits on our processing page for the event.
            return { kind: 'redirect', url: choice.successUrl, providerRef: pi.id };
          } catch (e) {
            // A declined saved card (or one needing authentication) falls back to Checkout.
            if (!(e instanceof Stripe.errors.StripeCardError)) throw e;
          }
        }
      }
      return checkout(stripe, out, order, choice);
    }

    const action = (
      orderId: number,
      outcome: PaymentAction['outcome'],
      amountMinor: number,
      currency: string,
      providerRef: string | null,
      eventId: string,
    ): PaymentAction => ({
      orderId,
      outcome,
      amountMinor,
      currency: currency.toUpperCase(),
      providerRef,
      eventId,
    });

    return {
      code,
      endpoint: 'stripe',
      currencies: ['USD', 'EUR'],
      async createCustomer(accountId, ctx, replacing) {
        // Checkout asks a customer without an e-mail for one and keeps it on the customer.
        const customer = await api(ctx).customers.create(
          { metadata: { accountId: String(accountId) } },
          // A customer replacing one Stripe lost is a new request, retried under its own key.
          { idempotencyKey: `numscope-account-${accountId}-customer${replacing ? `-after-${replacing}` : ''}` },
        );
        return customer.id;
      },
      async deleteCustomer(customerRef, ctx) {
        try {
          await api(ctx).customers.del(customerRef);
        } catch (e) {
          if (!(e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing')) throw e;
        }
      },
      async createPayment(order, choice, ctx) {
        try {
          return await savedCardOrCheckout(api(ctx), ctx, order, choice);
        } catch (e) {
          // The customer we stored is gone at Stripe: the payments module makes a new one.
          const lost = e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing' && e.param === 'customer';
          if (lost && order.customerRef) throw new CustomerMissing(order.customerRef);
          throw e;
        }
      },
      verifyAndParseCallback(raw) {
        let event: Stripe.Event;
        try {
          event = Stripe.webhooks.constructEvent(raw.body, header(raw, 'stripe-signature') ?? '', o.webhookSecret, 300);
        } catch {
          return null;
        }
        const obj = event.data.object as unknown as Obj;
        // Both codes are one account and share the endpoint: either reads any event (the order names itself).
        const currency = str(obj.currency) ?? '';
        // A dispute names only the payment intent; orderId 0 lets the payments module find the order holding it.
        // Opened (funds withdrawn) or lost: taken back through the refund path. Won: the money stays, nothing to do.
        if (
          event.type === 'charge.dispute.created' ||
          event.type === 'charge.dispute.funds_withdrawn' ||
          (event.type === 'charge.dispute.closed' && obj.status === 'lost')
        ) {
          const intent = str(obj.payment_intent);
          return intent ? [action(0, 'refunded', Number(obj.amount), currency, intent, event.id)] : [];
        }
        const orderId = orderIdOf(obj);
        // A refund of a charge without our metadata (a renewal's, made by its invoice) names the order by its intent.
        if (orderId === null && event.type === 'charge.refunded') {
          const intent = str(obj.payment_intent);
          return intent ? [action(0, 'refunded', Number(obj.amount_refunded), currency, intent, event.id)] : [];
        }
        if (orderId === null) return [];
        switch (event.type) {
          case 'checkout.session.completed':
          case 'checkout.session.async_payment_succeeded':
            // Delayed methods complete unpaid; their money arrives with async_payment_succeeded.
            return obj.payment_status === 'paid'
              ? [action(orderId, 'paid', Number(obj.amount_total), currency, str(obj.payment_intent) ?? str(obj.id), event.id)]
              : [];
          case 'checkout.session.async_payment_failed':
          case 'checkout.session.expired':
            return [action(orderId, 'failed', Number(obj.amount_total), currency, str(obj.id), event.id)];
          case 'payment_intent.succeeded':
            // Checkout's own intents are settled by the session event; only saved-card charges count here.
            return str(((obj.metadata ?? {}) as Obj).flow) === 'saved_card'
              ? [action(orderId, 'paid', Number(obj.amount_received ?? obj.amount), currency, str(obj.id), event.id)]
              : [];
          case 'payment_intent.payment_failed':
            return [action(orderId, 'failed', Number(obj.amount), currency, str(obj.id), event.id)];
          case 'invoice.paid':
            // A renewal charged as an invoice of the customer (chargeRecurring): the money is there. The
            // order keeps the payment intent chargeRecurring stored (null here changes no reference).
            return [action(orderId, 'paid', Number(obj.amount_paid), currency, null, event.id)];
          case 'invoice.payment_failed':
            return [action(orderId, 'failed', Number(obj.amount_due), currency, str(obj.id), event.id)];
          case 'charge.refunded':
            return [action(orderId, 'refunded', Number(obj.amount_refunded), currency, str(obj.payment_intent), event.id)];
          default:
            return [];
        }
      },
      answer: (_actions, handled) =>
        handled
          ? { status: 200, contentType: 'application/json', body: '{"received":true}' }
          : { status: 500, contentType: 'application/json', body: '{"received":false}' },
      async queryStatus(order, ctx) {
        const stripe = api(ctx);
        const ref = order.providerRef;
        if (!ref) return null;
        if (ref.startsWith('cs_')) {
          const s = await stripe.checkout.sessions.retrieve(ref);
          if (s.payment_status === 'paid')
            return action(
              order.id,
              'paid',
              s.amount_total ?? -1,
              s.currency ?? '',
              typeof s.payment_intent === 'string' ? s.payment_intent : s.id,
              `poll:${s.id}`,
            );
          return s.status === 'expired' ? action(order.id, 'failed', s.amount_total ?? -1, s.currency ?? '', s.id, `poll:${s.id}`) : null;
        }
        const pi = await stripe.paymentIntents.retrieve(ref);
        if (pi.status === 'succeeded') return action(order.id, 'paid', pi.amount_received, pi.currency, pi.id, `poll:${pi.id}`);
        return pi.status === 'canceled' ? action(order.id, 'failed', pi.amount, pi.currency, pi.id, `poll:${pi.id}`) : null;
      },
      async chargeRecurring(order, previous, ctx) {
        // Stripe Billing: an invoice of the customer whose card the first payment kept, charged off-session now;
        // `invoice.paid` confirms the money. One schedule (ours) renews every provider alike.
        const stripe = api(ctx);
        const customer = previous.customerRef;
        if (!customer) throw new Error('Stripe: the account has no customer with a saved card');
        const metadata = {
          orderId: String(order.id),
          productId: order.productId,
          code,
          flow: 'renewal',
          parentOrderId: String(previous.id),
        };
        const invoice = await stripe.invoices.create(
          { customer, collection_method: 'charge_automatically', auto_advance: false, metadata },
          { idempotencyKey: `numscope-order-${order.id}-invoice` },
        );
        await stripe.invoiceItems.create(
          {
            customer,
            invoice: invoice.id!,
            amount: order.amountMinor,
            currency: order.currency.toLowerCase(),
            description: order.description,
            metadata,
          },
          { idempotencyKey: `numscope-order-${order.id}-item` },
        );
        // The card Checkout saved is attached to the customer but is not its default: name it. A
        // declined card throws (StripeCardError): the charge is refused.
        const card = (await savedCard(stripe, customer, undefined))?.paymentMethod;
        if (!card) throw new Error('Stripe: the customer has no saved card');
        await stripe.invoices.pay(
          invoice.id!,
          { payment_method: card, off_session: true },
          { idempotencyKey: `numscope-order-${order.id}-pay` },
        );
        // The order keeps the charge's payment intent: a refund or dispute of a renewal names only that
        // (Stripe copies no invoice metadata onto it), and finds the order by it.
        const payment = (await stripe.invoicePayments.list({ invoice: invoice.id!, limit: 1 })).data[0]?.payment;
        const intent = typeof payment?.payment_intent === 'string' ? payment.payment_intent : payment?.payment_intent?.id;
        return { providerRef: intent ?? invoice.id! };
      },
      async billingPortal(customer, returnUrl, ctx) {
        const session = await api(ctx).billingPortal.sessions.create({ customer, return_url: returnUrl });
        return absolute(session.url, ctx);
      },
      async refund(order, ctx) {
        const stripe = api(ctx);
        let ref = order.providerRef;
        if (ref?.startsWith('cs_')) {
          const s = await stripe.checkout.sessions.retrieve(ref);
          ref = typeof s.payment_intent === 'string' ? s.payment_intent : null;
        }
        if (!ref) throw new Error('Stripe: nothing paid to refund for this order');
        await stripe.refunds.create({ payment_intent: ref }, { idempotencyKey: `numscope-order-${order.id}-refund` });
      },
      simulator: {
        brand: 'Stripe',
        callback(order, outcome, webhookUrl) {
          const session = sim.sessionOf(order.id);
          let intent: SimIntent | undefined = session?.payment_intent ? sim.intents.get(session.payment_intent) : sim.intentOf(order.id);
          if (outcome === 'refund') {
            if (!intent) return null;
            intent.refunded = true;
            return signedEvent('charge.refunded', chargeObject(intent), webhookUrl, o.webhookSecret);
          }
          if (!session) {
            // A saved-card charge has no page; its event was already posted when it was made.
            return intent ? signedEvent('payment_intent.succeeded', intentObject(intent), webhookUrl, o.webhookSecret) : null;
          }
          if (outcome === 'declined') {
            session.status = 'expired';
            return signedEvent('checkout.session.expired', sessionObject(session, null), webhookUrl, o.webhookSecret);
          }
          if (!intent) {
            intent = {
              id: StripeSimState.id('pi'),
              orderId: order.id,
              amount: session.amount_total,
              currency: session.currency,
              customer: null,
              payment_method: null,
              status: 'succeeded',
              metadata: session.intentMetadata,
              refunded: false,
            };
            sim.intents.set(intent.id, intent);
            if (session.customer) {
              // The buyer gave their e-mail on the page; Checkout keeps it on a customer that had none.
              sim.buyerEmail(session.customer, order.email);
              if (session.saveCard) sim.saveCard(session.customer);
              intent.customer = session.customer;
            }
          }
          Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
          return signedEvent('checkout.session.completed', sessionObject(session, null), webhookUrl, o.webhookSecret);
        },
        serve: (app) => stripeStandIn(o).routes(app),
        accepted: (_order, answer) => answer.status >= 200 && answer.status < 300,
      },
    };
  },
});

export const stripeMini = variant(stripeCard, {
  id: 'STRIPE_MINI',
  options: { savedCards: option('STRIPE_MINI_SAVED_CARDS', z.enum(['0', '1']).default('1')) },
});
