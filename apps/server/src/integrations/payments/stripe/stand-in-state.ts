import { randomUUID } from 'node:crypto';

/**
 * What Stripe's stand-in knows, shared by STRIPE_CARD and STRIPE_MINI (one Stripe account) and
 * kept per secret key: sessions, customers with saved cards, payment intents and refunds.
 */
export interface SimSession {
  id: string;
  orderId: number;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  metadata: Record<string, string>;
  saveCard: boolean;
  /** payment_intent_data.metadata: what the session's intent (and its charge) will carry. */
  intentMetadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
}
export interface SimIntent {
  id: string;
  orderId: number;
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  refunded: boolean;
}
export interface SimCustomer {
  id: string;
  email: string | null;
  cards: { id: string; last4: string }[];
}

export interface SimInvoice {
  id: string;
  customer: string;
  amount_due: number;
  amount_paid: number;
  currency: string;
  status: 'draft' | 'open' | 'paid';
  metadata: Record<string, string>;
  /** The intent that paid it. */
  payment_intent?: string;
}

export class StripeSimState {
  readonly invoices = new Map<string, SimInvoice>();
  /** Billing portal sessions: the customer and where the portal returns. */
  readonly portals = new Map<string, { customer: string; return_url: string }>();
  readonly sessions = new Map<string, SimSession>();
  readonly intents = new Map<string, SimIntent>();
  readonly customers = new Map<string, SimCustomer>();
  /** Responses stored by `<path>:<Idempotency-Key>`. */
  readonly idempotent = new Map<string, string>();

  static id(prefix: string): string {
    return `${prefix}_sim${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  }

  sessionOf(orderId: number): SimSession | undefined {
    return [...this.sessions.values()].reverse().find((s) => s.orderId === orderId);
  }

  intentOf(orderId: number): SimIntent | undefined {
    return [...this.intents.values()].reverse().find((i) => i.orderId === orderId);
  }

  /** The e-mail a buyer typed on the Checkout page, kept on a customer that had none. */
  buyerEmail(customerId: string, email: string | null): void {
    const c = this.customers.get(customerId);
    if (c && !c.email && email) c.email = email;
  }

  /** A paid Checkout session that saved the card: its customer now has it (for STRIPE_MINI and renewals). */
  saveCard(customerId: string): void {
    this.customers.get(customerId)?.cards.push({ id: StripeSimState.id('pm'), last4: '4242' });
  }
}

const states = new Map<string, StripeSimState>();
export function stripeSimState(secretKey: string): StripeSimState {
  let s = states.get(secretKey);
  if (!s) states.set(secretKey, (s = new StripeSimState()));
  return s;
}
