import type { FastifyInstance } from 'fastify';
import type { PaymentSystem } from '@numscope/contract';
import type { RawWebhook, SimulatedRequest } from '../provider-kit/webhook.js';

/**
 * The one interface every payment provider implements (docs/decisions/018-payments-orders.md).
 * An adapter serves one payment-system code; variants of a family (ROBOKASSA / ROBOKASSA_CARD)
 * share a file and differ by options. Adapters never touch the database: the payments service
 * owns orders, and turns what an adapter says into state changes.
 */

/** The order as a provider needs it; amounts in minor units (kopecks, cents). */
export interface PaymentOrder {
  id: number;
  amountMinor: number;
  /** ISO 4217, upper case (RUB, USD, EUR). */
  currency: string;
  /** Human text for the payment page and the receipt (≤100 chars). */
  description: string;
  productId: string;
  email: string | null;
  locale: string;
  /** Set once the provider gave one (its invoice / session / bill id). */
  providerRef: string | null;
  /**
   * The buyer's account's own customer at a provider that keeps cards (Stripe), made by
   * `createCustomer` and stored by us: saved cards, renewals and the portal use only this, never
   * a customer found by a typed e-mail (anyone can type anyone's).
   */
  customerRef: string | null;
}

/** What the buyer chose on the chooser, passed through to providers that use it (spec §3). */
export interface PaymentChoice {
  /** Aggregator payType: 1 card, 2 wallet, 5 online wallet, 8 PrimePayments SBP (spec §9). */
  payType?: number;
  /** QIWI: 'card' or 'qw'. */
  paySourcesFilter?: 'card' | 'qw';
  /** Last 4 digits of a saved card, only when exactly 4. */
  cardNumber?: string;
  /** Where the buyer's browser returns (never credits anything). */
  successUrl: string;
  failUrl: string;
  /** Our callback URL for this provider: `${PUBLIC_URL}/api/v1/webhooks/<endpoint>`. */
  callbackUrl: string;
}

/** Where to send the buyer: a hosted page, or (SBP) a QR payload with an optional page. */
export type PaymentStart =
  | { kind: 'redirect'; url: string; providerRef: string | null }
  | { kind: 'qr'; qr: string; url: string | null; providerRef: string | null };

/** Our reading of one provider event. `ignored`: valid but nothing to do (e.g. an intermediate status). */
export interface PaymentAction {
  orderId: number;
  outcome: 'paid' | 'failed' | 'refunded' | 'ignored';
  /** The money the provider says moved, minor units and currency as it reported them. */
  amountMinor: number;
  currency: string;
  providerRef: string | null;
  /** The provider's own event / operation id when it has one (logged, never trusted for idempotency alone). */
  eventId?: string;
  /**
   * For a provider whose signature does not cover our order id: a value unique to this genuine
   * callback (its signature). It settles only the order it first came for (decision 047).
   */
  proof?: string;
}

/** What outbound calls need besides the order: our public base URL (simulated providers live on our own server). */
export interface ProviderContext {
  publicUrl: string;
  /** Outbound HTTP: global fetch, except that with simulators on a URL on our own server goes to the in-process stand-in. */
  fetch: typeof fetch;
}

/** The body the provider expects back, per its protocol (`OK{InvId}` for Robokassa). */
export interface CallbackAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentAdapter {
  code: PaymentSystem;
  /** Path segment of /api/v1/webhooks/:provider; a family may share one endpoint for its codes. */
  endpoint: string;
  /** Currencies this method can take. */
  currencies: readonly string[];
  /** True when the method cannot start without the buyer's e-mail (the service refuses with EMAIL_REQUIRED). */
  needsEmail?: boolean;
  /**
   * Providers that keep a buyer's cards: creates the customer of one of our accounts (once per
   * account; the caller stores the id and passes it as `customerRef` from then on). Nothing but the
   * account id goes with it, so a retry is always the same request (the buyer's e-mail is asked
   * on the provider's own page). `replacing`: the customer the provider lost (`CustomerMissing`).
   */
  createCustomer?(accountId: number, ctx: ProviderContext, replacing?: string): Promise<string>;
  /** Deletes such a customer with what the provider keeps of it (an erased account's); one already gone is no error. */
  deleteCustomer?(customerRef: string, ctx: ProviderContext): Promise<void>;
  /** Starts a payment at the provider. Throws on a provider failure (the service answers PAYMENT_PROVIDER_FAILED). */
  createPayment(order: PaymentOrder, choice: PaymentChoice, ctx: ProviderContext): Promise<PaymentStart>;
  /**
   * Checks the signature of a callback from its raw bytes and reads it. null: not signed by this
   * provider (forged, unsigned, wrong secret); the route then answers 403 and nothing changes.
   */
  verifyAndParseCallback(raw: RawWebhook): PaymentAction[] | null;
  /** What to answer once the callback was handled (`handled` false: we could not apply it, the provider should retry). */
  answer(actions: PaymentAction[], handled: boolean): CallbackAnswer;
  /** Providers without reliable callbacks: the current state of an order at the provider (null: still open). */
  queryStatus?(order: PaymentOrder, ctx: ProviderContext): Promise<PaymentAction | null>;
  /**
   * A renewal charge on the card of an earlier paid order (Robokassa `Recurring` with
   * PreviousInvoiceID; Stripe an invoice of the customer's subscription). Resolves when the provider
   * accepted the charge (its money is confirmed by the usual callback); throws when it refused.
   */
  chargeRecurring?(order: PaymentOrder, previous: PaymentOrder, ctx: ProviderContext): Promise<{ providerRef: string | null }>;
  /** The provider's customer portal of the account's customer (Stripe's billing portal), returning to `returnUrl`. */
  billingPortal?(customerRef: string, returnUrl: string, ctx: ProviderContext): Promise<string>;
  /** Refund a paid order where the provider can. */
  refund?(order: PaymentOrder, ctx: ProviderContext): Promise<void>;
  /** The local stand-in (simulators on only). */
  simulator?: PaymentSimulator;
}

/** A provider's stand-in: the hosted page's look, and the signed callback it sends for an outcome. */
export interface PaymentSimulator {
  /** Short family name shown on the hosted page (its style). */
  brand: string;
  /** The provider's real signed callback for this outcome; null when the provider sends none (Abandon, or a poll-only provider). */
  callback(order: PaymentOrder, outcome: 'paid' | 'declined' | 'refund', webhookUrl: string): SimulatedRequest | null;
  /** Whether the answer to a callback is the one the protocol wants (the simulator retries until it is). */
  accepted(order: PaymentOrder, answer: { status: number; body: string }): boolean;
  /** Mounts the stand-in's own provider endpoints (status queries, an SDK's API) on our server. */
  serve?(app: FastifyInstance, states: SimulatedStates): void;
}

/** What the buyer did on a stand-in's page, per order (the stand-in's memory, simulators only). */
export interface SimulatedStates {
  get(orderId: number): { outcome: 'paid' | 'declined' | 'refund'; order: PaymentOrder } | undefined;
}

/**
 * The provider no longer knows the customer we stored for an account (deleted in its dashboard, or
 * a stand-in that restarted): the payments module makes a new one and tries once more.
 */
export class CustomerMissing extends Error {
  constructor(readonly customerRef: string) {
    super(`The payment provider has no customer ${customerRef}`);
  }
}
