import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { LIMITS, webhookPath, type InvoiceBody, type OrderStatus, type PaymentSystem } from '@numscope/contract';
import type { Database } from '../../db/client.js';
import type { UnitOfWork, WriteTx } from '../../db/unit-of-work.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../errors.js';
import {
  CustomerMissing,
  type PaymentAction,
  type PaymentAdapter,
  type PaymentOrder,
  type ProviderContext,
} from '../../integrations/payments/payment-provider.js';
import type { PaymentRegistry } from '../../integrations/payments/registry.js';
import type { RawWebhook } from '../../integrations/provider-kit/webhook.js';
import { normalizePhone, requirePhone } from '../../shared/phone.js';
import { balanceOf, moveNumCy } from '../wallet/index.js';
import { createPaymentsRepository, type OrderRow, type PriceRow } from './payments.repository.js';
import { activeDiscount, describeProduct, isGift, numcyOf, priceList } from './prices.js';

/** An order not paid within this time expires (the job marks it); a later paid callback still credits. */
export const ORDER_TTL_MS = 60 * 60 * 1000;
/** The job asks providers about open orders older than this (their callback may be lost, or never come). */
export const POLL_AFTER_MS = 2 * 60 * 1000;
const DEFAULT_COUNTRY = '*';

export type CallbackOutcome = 'paid' | 'review' | 'failed' | 'refunded' | 'duplicate' | 'ignored' | 'unknown_order' | 'replayed';

export interface PaymentsServiceDeps {
  db: Database;
  uow: UnitOfWork;
  clock: Clock;
  registry: PaymentRegistry;
  ctx: ProviderContext;
  log: FastifyBaseLogger;
  /** Called inside the paying (or refunding) transaction of a spy or antispy order: the subscriptions area keeps its state. */
  subscriptionHooks?: SubscriptionHook[];
}

/** What the subscriptions area hears about spy/antispy orders, in the same transaction. */
export interface SubscriptionHook {
  paid(tx: WriteTx, order: { id: number; accountId: number; kind: 'spy' | 'antispy'; paymentSystem: string }): Promise<void>;
  refunded(tx: WriteTx, order: { id: number; accountId: number; kind: 'spy' | 'antispy' }): Promise<void>;
}

type InvoiceInput = z.output<typeof InvoiceBody>;

/** The buyer's country for prices: an explicit one, else their number's, else the default list. */
function countryOfPhone(phone: string | undefined): string {
  return (phone && normalizePhone(phone)?.country) || DEFAULT_COUNTRY;
}

export function orderView(o: OrderRow) {
  return {
    id: o.id,
    status: o.status,
    productId: o.product,
    amountMinor: o.amount_minor,
    currency: o.currency,
    paymentSystem: o.payment_system as PaymentSystem,
    numcy: o.numcy,
    recipientPhone: o.recipient_phone,
    refundShortfall: o.refund_shortfall,
    createdAtTimestamp: o.created,
    paidAtTimestamp: o.paid,
  };
}

const toPaymentOrder = (o: OrderRow, customerRef: string | null = null): PaymentOrder => ({
  id: o.id,
  amountMinor: o.amount_minor,
  currency: o.currency,
  description: describeProduct(o.product),
  productId: o.product,
  email: o.email,
  locale: o.locale,
  providerRef: o.provider_ref,
  customerRef,
});

export function createPaymentsService({ db, uow, clock, registry, ctx, log, subscriptionHooks = [] }: PaymentsServiceDeps) {
  const repo = createPaymentsRepository(db);
  const enabled = () => registry.codes;
  const accepts = (code: string, currency: string) => registry.get(code)?.currencies.includes(currency) ?? false;

  /** The price row behind an id the page showed, in the buyer's list, with the amount that holds now. */
  async function resolvePrice(
    country: string,
    body: InvoiceInput,
    now: Date,
  ): Promise<{ row: PriceRow; priceId: string; amountMinor: number }> {
    const rows = await repo.pricesFor(country);
    const wanted = body.productPriceId ?? body.priceId;
    if (!wanted) {
      const row = rows.find((r) => r.product === body.productId);
      if (!row) throw new AppError('PRODUCT_UNKNOWN');
      const d = activeDiscount(row, now);
      return { row, priceId: d?.priceId ?? row.price_id, amountMinor: d?.amountMinor ?? row.amount_minor };
    }
    for (const row of rows) {
      if (row.price_id === wanted) {
        // The normal price while a discount runs is still what the page may show as struck through; sell at the discount.
        const d = activeDiscount(row, now);
        return { row, priceId: d?.priceId ?? row.price_id, amountMinor: d?.amountMinor ?? row.amount_minor };
      }
      if (row.discount_price_id === wanted) {
        const d = activeDiscount(row, now);
        if (!d) throw new AppError('PRICE_CHANGED');
        return { row, priceId: d.priceId, amountMinor: d.amountMinor };
      }
    }
    throw new AppError('PRICE_CHANGED');
  }

  function adapterFor(code: string): PaymentAdapter {
    const a = registry.get(code);
    if (!a) throw new AppError('PAYMENT_SYSTEM_UNAVAILABLE');
    return a;
  }

  function links(o: OrderRow) {
    return { paymentLinks: { orderId: o.id, paymentSystem: o.payment_system as PaymentSystem, url: o.pay_url, qr: o.pay_qr } };
  }

  /**
   * The account's own customer at a provider that keeps cards, made at its first order there
   * (decision 051); `lost`: the stored one the provider no longer knows, replaced by a new one.
   */
  async function customerFor(adapter: PaymentAdapter, order: OrderRow, lost?: string): Promise<string | null> {
    if (!adapter.createCustomer) return null;
    if (lost) await repo.dropCustomer(order.account_id, adapter.endpoint, lost);
    const stored = await repo.customer(order.account_id, adapter.endpoint);
    if (stored) return stored;
    await repo.saveCustomer(order.account_id, adapter.endpoint, await adapter.createCustomer(order.account_id, ctx, lost), clock.now());
    return repo.customer(order.account_id, adapter.endpoint);
  }

  /** Starts the order at its provider once; an order already started returns the same link. */
  async function start(order: OrderRow, body: Pick<InvoiceInput, 'payType' | 'paySourcesFilter' | 'cardNumber'>) {
    if (order.status !== 'created' || order.pay_url || order.pay_qr) return links(order);
    const adapter = adapterFor(order.payment_system);
    const base = ctx.publicUrl;
    const choice = {
      payType: body.payType,
      paySourcesFilter: body.paySourcesFilter,
      cardNumber: body.cardNumber,
      successUrl: `${base}/payment/success?orderId=${order.id}`,
      failUrl: `${base}/payment/fail?orderId=${order.id}`,
      callbackUrl: `${base}${webhookPath(adapter.endpoint)}`,
    };
    let started;
    try {
      try {
        started = await adapter.createPayment(toPaymentOrder(order, await customerFor(adapter, order)), choice, ctx);
      } catch (err) {
        // The provider lost the account's customer (deleted in its dashboard): a new one, once.
        if (!(err instanceof CustomerMissing)) throw err;
        started = await adapter.createPayment(toPaymentOrder(order, await customerFor(adapter, order, err.customerRef)), choice, ctx);
      }
    } catch (err) {
      // The order stays `created`: a retry with the same key tries the provider again; the job expires it otherwise.
      log.warn(
        { orderId: order.id, paymentSystem: order.payment_system, err: (err as Error).message },
        'payment provider refused to start a payment',
      );
      throw new AppError('PAYMENT_PROVIDER_FAILED');
    }
    const url = started.url;
    const qr = started.kind === 'qr' ? started.qr : null;
    await repo.started(order.id, { providerRef: started.providerRef, url, qr, now: clock.now() });
    return links({ ...order, status: 'pending', pay_url: url, pay_qr: qr });
  }

  /** Gives what a paid order sold, inside the transaction that marks it paid; returns the NumCy credited. */
  async function fulfil(tx: WriteTx, o: OrderRow): Promise<number> {
    const key = `order:${o.id}`;
    if (o.product.startsWith('numcy_')) {
      await moveNumCy(tx, { accountId: o.account_id, amount: o.numcy, reason: 'purchase', reference: key, key, at: tx.now });
      return o.numcy;
    }
    if (o.product === 'pro') await repo.setPro(o.account_id, true, tx);
    if (o.product === 'spy' || o.product === 'antispy') {
      await repo.insertPeriod({ accountId: o.account_id, kind: o.product, orderId: o.id, now: tx.now }, tx);
      const order = { id: o.id, accountId: o.account_id, kind: o.product, paymentSystem: o.payment_system };
      for (const h of subscriptionHooks) await h.paid(tx, order);
    }
    if (isGift(o.product)) {
      const recipient = await repo.accountByPhone(o.recipient_phone!, tx);
      await repo.insertGift(
        {
          orderId: o.id,
          recipientPhone: o.recipient_phone!,
          senderAccountId: o.account_id,
          anonymous: o.anonymous,
          numcy: o.numcy,
          recipientAccountId: recipient,
          now: tx.now,
        },
        tx,
      );
      if (recipient !== null)
        await moveNumCy(tx, { accountId: recipient, amount: o.numcy, reason: 'gift', reference: key, key, at: tx.now });
      return o.numcy;
    }
    return 0;
  }

  /**
   * Takes back what a refunded or charged-back order gave (docs/decisions/018). NumCy already spent
   * are not taken below zero: what is on the balance is taken, the rest is recorded as the order's
   * refund shortfall. Returns that shortfall.
   */
  async function takeBack(tx: WriteTx, o: OrderRow): Promise<number> {
    const key = `refund:order:${o.id}`;
    const takeNumCy = async (accountId: number, credited: number) => {
      const take = Math.min(credited, await balanceOf(tx, accountId));
      if (take > 0) await moveNumCy(tx, { accountId, amount: -take, reason: 'refund', reference: `order:${o.id}`, key, at: tx.now });
      return credited - take;
    };
    if (o.product.startsWith('numcy_')) return takeNumCy(o.account_id, o.credited_numcy);
    if (o.product === 'pro') await repo.setPro(o.account_id, false, tx);
    if (o.product === 'spy' || o.product === 'antispy') {
      await repo.endPeriod(o.id, tx.now, tx);
      for (const h of subscriptionHooks) await h.refunded(tx, { id: o.id, accountId: o.account_id, kind: o.product });
    }
    if (isGift(o.product)) {
      const gift = await repo.gift(o.id, tx);
      if (gift && !gift.credited) await repo.cancelGift(o.id, tx);
      else if (gift?.recipient_account_id) return takeNumCy(gift.recipient_account_id, o.numcy);
    }
    return 0;
  }

  /**
   * Applies one verified provider action to its order, in one transaction with the order locked:
   * paid credits exactly once (a replay finds the order paid), a different amount or currency puts
   * it in review and credits nothing, failed never undoes paid, refunded before paid only closes it.
   */
  async function applyAction(action: PaymentAction, endpoint: string | null): Promise<CallbackOutcome> {
    return uow.run(async (tx) => {
      // orderId 0: the event names only the provider's payment id; the order is the one holding it on that endpoint.
      const codes =
        endpoint === null
          ? []
          : registry
              .all()
              .filter((a) => a.endpoint === endpoint)
              .map((a) => a.code);
      const orderId =
        action.orderId === 0 && action.providerRef ? await repo.idByProviderRef(action.providerRef, codes, tx) : action.orderId;
      const o = orderId ? await repo.lock(orderId, tx) : null;
      const orderEndpoint = o ? registry.get(o.payment_system)?.endpoint : undefined;
      // A callback for an order of another provider settles nothing.
      if (!o || (endpoint !== null && orderEndpoint !== endpoint)) return 'unknown_order';
      // A signature that does not name the order settles one order only: a captured callback
      // replayed with another order's id changes nothing (decision 047).
      if (action.proof && (await repo.proofOrder(orderEndpoint ?? o.payment_system, action.proof, o.id, tx.now, tx)) !== o.id) {
        log.warn({ orderId: o.id, paymentSystem: o.payment_system }, 'payment callback replayed for another order: refused');
        return 'replayed';
      }
      const set = (status: OrderStatus, extra: { reviewReason?: string; creditedNumcy?: number; refundShortfall?: number } = {}) =>
        repo.setStatus(o.id, { status, now: tx.now, providerRef: action.providerRef, ...extra }, tx);
      switch (action.outcome) {
        case 'paid': {
          if (o.status === 'paid' || o.status === 'refunded' || o.status === 'review') return 'duplicate';
          if (action.amountMinor !== o.amount_minor || action.currency.toUpperCase() !== o.currency) {
            await set('review', {
              reviewReason: `callback ${action.amountMinor} ${action.currency} for an order of ${o.amount_minor} ${o.currency}`,
            });
            log.warn(
              { orderId: o.id, paymentSystem: o.payment_system },
              'payment callback amount or currency differs: order put in review',
            );
            return 'review';
          }
          const credited = await fulfil(tx, o);
          await set('paid', { creditedNumcy: credited });
          return 'paid';
        }
        case 'failed':
          if (o.status !== 'created' && o.status !== 'pending') return o.status === 'failed' ? 'duplicate' : 'ignored';
          await set('failed');
          return 'failed';
        case 'refunded': {
          if (o.status === 'refunded') return 'duplicate';
          const shortfall = o.status === 'paid' ? await takeBack(tx, o) : 0;
          await set('refunded', { refundShortfall: shortfall });
          if (shortfall > 0) log.warn({ orderId: o.id, shortfall }, 'refund found NumCy already spent: shortfall recorded');
          return 'refunded';
        }
        default:
          return 'ignored';
      }
    });
  }

  /** Asks the provider about one order and applies its answer (providers without callbacks, lost callbacks, stand-ins). */
  async function pollOrder(orderId: number): Promise<CallbackOutcome | null> {
    const o = await repo.byId(orderId);
    const adapter = o && registry.get(o.payment_system);
    if (!o || !adapter?.queryStatus) return null;
    const action = await adapter.queryStatus(toPaymentOrder(o), ctx);
    return action ? applyAction(action, null) : null;
  }

  return {
    /** The viewer's price list (spec §3): by the given country, the signed-in number's, or the default. */
    async prices({ account, country }: { account: AccountClaims | null; country?: string }) {
      const c = country ?? countryOfPhone(account?.phone);
      const rows = await repo.pricesFor(c);
      return priceList(c === DEFAULT_COUNTRY ? 'US' : c, rows, clock.now(), enabled(), accepts);
    },

    /**
     * Creates (or, for a key used before, returns) the order for one purchase and starts it at the
     * provider. Access and input first; nothing is written for a refused request.
     */
    async invoice({
      account,
      paymentSystem,
      body,
      idempotencyKey,
    }: {
      account: AccountClaims;
      paymentSystem: PaymentSystem;
      body: InvoiceInput;
      idempotencyKey: string | undefined;
    }) {
      if (!idempotencyKey || idempotencyKey.length > 200) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const now = clock.now();
      const { row, priceId, amountMinor } = await resolvePrice(countryOfPhone(account.phone), body, now);
      if (body.productId && body.productId !== row.product) throw new AppError('PRICE_CHANGED');
      const adapter = registry.get(paymentSystem);
      if (!adapter || !row.pay_order.includes(paymentSystem) || !adapter.currencies.includes(row.currency))
        throw new AppError('PAYMENT_SYSTEM_UNAVAILABLE');
      if (adapter.needsEmail && !body.email) throw new AppError('EMAIL_REQUIRED');
      let recipientPhone: string | null = null;
      if (isGift(row.product) || row.product === 'group_show') {
        if (!body.phoneNumber || body.phoneNumber.replace(/\D/g, '').length < LIMITS.giftMinDigits)
          throw new AppError('GIFT_PHONE_REQUIRED');
        recipientPhone = requirePhone(body.phoneNumber).e164;
      }
      if (row.product === 'pro' && (await repo.isPro(account.accountId))) throw new AppError('ALREADY_PRO');
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            paymentSystem,
            row.product,
            priceId,
            body.email ?? null,
            recipientPhone,
            body.anonymous,
            body.payType ?? null,
            body.paySourcesFilter,
            body.cardNumber ?? null,
          ]),
        )
        .digest('hex');
      const fresh = await repo.insertOrder({
        accountId: account.accountId,
        idempotencyKey,
        requestHash,
        product: row.product,
        priceId,
        amountMinor,
        currency: row.currency,
        numcy: numcyOf(row.product),
        paymentSystem,
        email: body.email ?? null,
        locale: body.locale ?? 'en-US',
        recipientPhone,
        anonymous: body.anonymous,
        now,
        expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
      });
      const order = fresh ?? (await repo.byKey(account.accountId, idempotencyKey))!;
      if (order.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return start(order, body);
    },

    /** group_show (spec §7 /group/invoice): its price and methods for the number. */
    async groupProduct({ account, phoneNumber, productName }: { account: AccountClaims; phoneNumber: string; productName: string }) {
      requirePhone(phoneNumber);
      const rows = await repo.pricesFor(countryOfPhone(account.phone));
      const row = rows.find((r) => r.product === 'group_show');
      const payOrder = row?.pay_order.filter((c) => (enabled() as string[]).includes(c) && accepts(c, row.currency)) ?? [];
      if (!row || payOrder.length === 0) throw new AppError('PRODUCT_UNKNOWN');
      const d = activeDiscount(row, clock.now());
      return {
        productId: 'group_show',
        productPriceId: d?.priceId ?? row.price_id,
        description: productName,
        amountE: (d?.amountMinor ?? row.amount_minor) / 100,
        currencyE: row.currency,
        payOrder: payOrder as PaymentSystem[],
      };
    },

    async order({ account, orderId }: { account: AccountClaims; orderId: number }) {
      const o = await repo.byId(orderId);
      if (!o || o.account_id !== account.accountId) throw new AppError('ORDER_NOT_FOUND');
      return { order: orderView(o) };
    },

    async orders({ account, limit, offset }: { account: AccountClaims; limit: number; offset: number }) {
      return { orders: (await repo.list(account.accountId, limit, offset)).map(orderView) };
    },

    async giftsReceived({ account }: { account: AccountClaims }) {
      const rows = await repo.giftsReceived(account.accountId);
      return {
        gifts: rows.map((g) => ({ orderId: g.order_id, numcy: g.numcy, fromPhone: g.from_phone, creditedAtTimestamp: g.credited })),
      };
    },

    /**
     * A provider callback on /api/v1/webhooks/:endpoint: the endpoint's adapter checks the signature
     * on the raw bytes (forged or unsigned: 403, nothing changes), then each action is applied.
     */
    async handleCallback(endpoint: string, raw: RawWebhook) {
      const adapters = registry.byEndpoint(endpoint);
      for (const adapter of adapters) {
        const actions = adapter.verifyAndParseCallback(raw);
        if (actions === null) continue;
        const outcomes: CallbackOutcome[] = [];
        for (const a of actions) outcomes.push(await applyAction(a, endpoint));
        log.info({ webhook: endpoint, outcomes }, 'payment callback handled');
        return adapter.answer(actions, true);
      }
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    },

    /** Gifts held for this number are credited to the account now signing in with it, once each. */
    async creditHeldGifts({ accountId, phone }: { accountId: number; phone: string }) {
      return uow.run(async (tx) => {
        let credited = 0;
        for (const g of await repo.heldGifts(phone, tx)) {
          await moveNumCy(tx, {
            accountId,
            amount: g.numcy,
            reason: 'gift',
            reference: `order:${g.order_id}`,
            key: `order:${g.order_id}`,
            at: tx.now,
          });
          await repo.creditGift(g.order_id, accountId, tx.now, tx);
          credited += g.numcy;
        }
        return credited;
      });
    },

    /** The job's work: ask providers about open orders, then expire the ones past their lifetime. */
    async settleOpenOrders(limit = 100) {
      const now = clock.now();
      const pollable = registry
        .all()
        .filter((a) => a.queryStatus)
        .map((a) => a.code);
      let polled = 0;
      for (const o of await repo.toPoll(pollable, new Date(now.getTime() - POLL_AFTER_MS), limit)) {
        try {
          await pollOrder(o.id);
          polled++;
        } catch (err) {
          log.warn({ orderId: o.id, paymentSystem: o.payment_system, err: (err as Error).message }, 'payment status query failed');
        }
      }
      const expired = await repo.expire(clock.now());
      return { polled, expired: expired.length };
    },

    applyAction,
    pollOrder,

    /** Whether orders paid with this method can be renewed by a recurring charge. */
    supportsRecurring: (code: string) => Boolean(registry.get(code)?.chargeRecurring),

    /**
     * Creates the order of one renewal charge (subscriptions area), in the caller's transaction:
     * the parent order's product, price, amount and method, under the caller's idempotency key.
     */
    async renewalOrder(tx: WriteTx, { parentOrderId, key }: { parentOrderId: number; key: string }) {
      const parent = await repo.byId(parentOrderId, tx);
      if (!parent) throw new AppError('ORDER_NOT_FOUND');
      const fresh = await repo.insertOrder(
        {
          accountId: parent.account_id,
          idempotencyKey: key,
          requestHash: `renewal:${parent.id}`,
          product: parent.product,
          priceId: parent.price_id,
          amountMinor: parent.amount_minor,
          currency: parent.currency,
          numcy: 0,
          paymentSystem: parent.payment_system,
          email: parent.email,
          locale: parent.locale,
          recipientPhone: null,
          anonymous: false,
          now: tx.now,
          expiresAt: new Date(tx.now.getTime() + ORDER_TTL_MS),
        },
        tx,
      );
      return (fresh ?? (await repo.byKey(parent.account_id, key, tx))!).id;
    },

    /**
     * Asks the provider to charge a renewal order on the parent's card. true: accepted (the callback
     * confirms the money); false: refused, and the order is marked failed.
     */
    async chargeRenewal({ orderId, parentOrderId }: { orderId: number; parentOrderId: number }): Promise<boolean> {
      const [o, parent] = await Promise.all([repo.byId(orderId), repo.byId(parentOrderId)]);
      const adapter = o && registry.get(o.payment_system);
      if (!o || !parent || !adapter?.chargeRecurring) return false;
      if (o.status !== 'created' && o.status !== 'pending') return o.status === 'paid';
      try {
        const customer = adapter.createCustomer ? await repo.customer(parent.account_id, adapter.endpoint) : null;
        const { providerRef } = await adapter.chargeRecurring(toPaymentOrder(o, customer), toPaymentOrder(parent, customer), ctx);
        await repo.started(o.id, { providerRef, url: null, qr: null, now: clock.now() });
        return true;
      } catch (err) {
        log.warn({ orderId: o.id, paymentSystem: o.payment_system, err: (err as Error).message }, 'recurring charge refused');
        await applyAction({ orderId: o.id, outcome: 'failed', amountMinor: o.amount_minor, currency: o.currency, providerRef: null }, null);
        return false;
      }
    },

    /**
     * `/api/v202405/stripe/lk`: the Stripe customer portal of the account's own customer, once it
     * has paid through Stripe, returning to the payment settings; without one, `fallback`.
     */
    async stripePortal({ account, fallback }: { account: AccountClaims; fallback: string }) {
      const portals = registry.all().filter((a) => a.billingPortal);
      const last = await repo.lastPaidCustomer(
        account.accountId,
        portals.map((a) => a.code),
        portals.map((a) => a.endpoint),
      );
      const adapter = last && registry.get(last.payment_system);
      const url =
        last && adapter?.billingPortal ? await adapter.billingPortal(last.customer_ref, `${ctx.publicUrl}/settings/payment`, ctx) : null;
      return { url: url ?? fallback };
    },

    /**
     * A deleted account's customers at card providers are deleted there, then forgotten here (the
     * erasure job, decision 051). A provider that is no longer configured cannot be asked: the link
     * goes all the same, and the log says so. Throws when a provider refuses, so the job retries.
     */
    async forgetCustomers(accountId: number): Promise<void> {
      for (const c of await repo.deletedAccountCustomers(accountId)) {
        const adapter = registry.byEndpoint(c.endpoint).find((a) => a.deleteCustomer);
        if (adapter?.deleteCustomer) await adapter.deleteCustomer(c.customer_ref, ctx);
        else
          log.warn({ accountId, endpoint: c.endpoint }, 'payment provider not configured: its customer of an erased account is left there');
        await repo.dropCustomer(accountId, c.endpoint);
      }
    },

    /**
     * An operator records a refund or chargeback the provider does not report (QIWI and
     * PrimePayments refunds, a Robokassa chargeback after the order closed; decisions 019, 051):
     * the order is refunded and what it gave is taken back, as a provider's refund callback does.
     * Only a paid order (or one held for review) is refunded; recording it twice changes nothing.
     */
    async recordRefund(orderId: number): Promise<{ status: OrderStatus; outcome: CallbackOutcome | 'not_paid' }> {
      const o = await repo.byId(orderId);
      if (!o) throw new AppError('ORDER_NOT_FOUND');
      if (o.status !== 'paid' && o.status !== 'review' && o.status !== 'refunded') return { status: o.status, outcome: 'not_paid' };
      const action = { orderId, outcome: 'refunded' as const, amountMinor: o.amount_minor, currency: o.currency, providerRef: null };
      const outcome = await applyAction(action, null);
      return { status: (await repo.byId(orderId))!.status, outcome };
    },

    /** The status of an order (renewals: paid, failed, expired). */
    orderStatus: async (orderId: number) => (await repo.byId(orderId))?.status ?? null,
    /** The order as its provider sees it (simulators). */
    async paymentOrder(orderId: number) {
      const o = await repo.byId(orderId);
      return o ? { order: toPaymentOrder(o), paymentSystem: o.payment_system, status: o.status, qr: o.pay_qr } : null;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
