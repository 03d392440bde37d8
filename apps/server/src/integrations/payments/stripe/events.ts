import Stripe from 'stripe';
import type { SimulatedRequest } from '../../provider-kit/webhook.js';
import { StripeSimState, type SimIntent, type SimInvoice, type SimSession } from './stand-in-state.js';

/** The API version our stand-in's events carry (the SDK's pinned one). */
const API_VERSION = '2025-10-29.clover';

export function sessionObject(s: SimSession, url: string | null) {
  return {
    id: s.id,
    object: 'checkout.session',
    mode: 'payment',
    amount_total: s.amount_total,
    currency: s.currency,
    client_reference_id: String(s.orderId),
    customer: s.customer,
    customer_email: s.customer_email,
    metadata: s.metadata,
    payment_intent: s.payment_intent,
    payment_status: s.payment_status,
    status: s.status,
    success_url: s.success_url,
    cancel_url: s.cancel_url,
    url,
  };
}

export function intentObject(i: SimIntent) {
  return {
    id: i.id,
    object: 'payment_intent',
    amount: i.amount,
    amount_received: i.status === 'succeeded' ? i.amount : 0,
    currency: i.currency,
    customer: i.customer,
    payment_method: i.payment_method,
    status: i.status,
    metadata: i.metadata,
  };
}

export function chargeObject(i: SimIntent) {
  return {
    id: i.id.replace(/^pi_/, 'ch_'),
    object: 'charge',
    amount: i.amount,
    amount_refunded: i.refunded ? i.amount : 0,
    currency: i.currency,
    payment_intent: i.id,
    refunded: i.refunded,
    metadata: i.metadata,
  };
}

/** A Stripe event as Stripe posts it: the envelope, signed with `Stripe-Signature` (t=…,v1=…) by the SDK's own helper. */
export function signedEvent(type: string, object: object, webhookUrl: string, webhookSecret: string): SimulatedRequest {
  const payload = JSON.stringify(
    {
      id: StripeSimState.id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  );
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return {
    method: 'POST',
    url: webhookUrl,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  };
}

/** A dispute (chargeback) of the intent's charge, as Stripe sends it: it names the charge and intent, not our order. */
export function disputeObject(i: SimIntent, status: 'needs_response' | 'won' | 'lost') {
  return {
    id: StripeSimState.id('dp'),
    object: 'dispute',
    amount: i.amount,
    currency: i.currency,
    charge: i.id.replace(/^pi_/, 'ch_'),
    payment_intent: i.id,
    reason: 'fraudulent',
    status,
    metadata: {},
  };
}

export function invoiceObject(i: SimInvoice) {
  return {
    id: i.id,
    object: 'invoice',
    customer: i.customer,
    amount_due: i.amount_due,
    amount_paid: i.amount_paid,
    currency: i.currency,
    status: i.status,
    billing_reason: 'manual',
    collection_method: 'charge_automatically',
    metadata: i.metadata,
  };
}
