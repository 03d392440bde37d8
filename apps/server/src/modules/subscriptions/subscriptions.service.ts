import type { FastifyBaseLogger } from 'fastify';
import type { Subscription, SubscriptionKind } from '@numscope/contract';
import type { Querier } from '../../db/client.js';
import type { UnitOfWork, WriteTx } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { normalizePhone } from '../../shared/phone.js';
import type { PaymentsForSubscriptions } from '../payments/index.js';
import { createSubscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.js';
import { addMonth, GRACE_MS, MAX_PAUSE_MS, nextRetry, RENEW_AHEAD_MS } from './rules.js';

const sec = (d: Date) => Math.floor(d.getTime() / 1000);
const ROBOKASSA = new Set(['ROBOKASSA', 'ROBOKASSA_CARD']);

export interface SubscriptionsServiceDeps {
  db: Querier;
  uow: UnitOfWork;
  clock: Clock;
  payments: Pick<PaymentsForSubscriptions, 'supportsRecurring' | 'renewalOrder' | 'chargeRenewal' | 'orderStatus'>;
  log: FastifyBaseLogger;
  /** Writes the searches history still holds back (decision 043), so who looked me up is up to date. */
  writeSearches: () => Promise<void>;
}

/**
 * Monthly subscriptions (spy, antispy) on top of paid orders (docs/decisions/021-subscriptions.md):
 * state kept in the paying transaction, cancel / pause / resume, renewal by the provider's
 * recurring charge (the user's button, or the job with its retry schedule and grace), expiry.
 */
export function createSubscriptionsService({ db, uow, clock, payments, log, writeSearches }: SubscriptionsServiceDeps) {
  const repo = createSubscriptionsRepository(db);
  const firstAttempt = (expiresAt: Date, now: Date) => new Date(Math.max(now.getTime(), expiresAt.getTime() - RENEW_AHEAD_MS));

  function view(r: SubscriptionRow, phone: string, now: Date): Subscription {
    // The job moves statuses along every minute; between its runs the view already tells the truth.
    let status = r.status;
    const ended = r.expires_at.getTime() <= now.getTime();
    if ((status === 'active' || status === 'cancelled') && ended)
      status = r.auto_renewing && status === 'active' && r.expires_at.getTime() + GRACE_MS > now.getTime() ? 'grace' : 'expired';
    if (status === 'grace' && r.expires_at.getTime() + GRACE_MS <= now.getTime()) status = 'expired';
    const expiry =
      status === 'paused' && r.paused_at ? new Date(r.expires_at.getTime() + (now.getTime() - r.paused_at.getTime())) : r.expires_at;
    const autoRenewing = r.auto_renewing && (status === 'active' || status === 'grace');
    return {
      id: r.id,
      kind: r.kind,
      status,
      expiryTime: sec(expiry),
      autoRenewing,
      platform: 'web',
      paymentSystem: r.payment_system,
      robokassaAutoRenewing: autoRenewing && ROBOKASSA.has(r.payment_system),
      robokassaNextPaymentAttempt: ROBOKASSA.has(r.payment_system) && autoRenewing && r.next_attempt_at ? sec(r.next_attempt_at) : null,
      failedAttempts: r.failed_attempts,
      renewing: r.renewal_order_id !== null,
      orderId: r.parent_order_id,
      stripe: r.payment_system.startsWith('STRIPE') ? { countryCode: r.country_code } : null,
      myNumber: phone,
    };
  }

  async function owned(account: AccountClaims, id: number) {
    const r = await repo.byId(id);
    if (!r || r.account_id !== account.accountId) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    return r;
  }

  /** Runs a change on the locked row of the caller's subscription, then answers with its view. */
  async function change(account: AccountClaims, id: number, apply: (r: SubscriptionRow, now: Date) => SubscriptionRow) {
    await owned(account, id);
    await uow.run(async (tx) => {
      const r = await repo.lockById(id, tx);
      if (!r) throw new AppError('SUBSCRIPTION_NOT_FOUND');
      await repo.update(apply(r, tx.now), tx.now, tx);
    });
    const r = (await repo.byId(id))!;
    return { subscription: view(r, r.phone, clock.now()) };
  }

  /** Refuses what an ended subscription cannot do; `status` is the view's (time already applied). */
  function refuseEnded(r: SubscriptionRow, now: Date) {
    const s = view(r, '', now).status;
    if (s === 'expired') throw new AppError('SUBSCRIPTION_EXPIRED');
    return s;
  }

  /** A refused or lost renewal charge: the retry schedule moves on; past it (and the grace) the subscription expires. */
  function failed(r: SubscriptionRow, now: Date, scheduled: boolean): SubscriptionRow {
    const failures = r.failed_attempts + 1;
    const next = r.auto_renewing && r.status !== 'cancelled' && r.status !== 'paused' ? nextRetry(now, failures, r.expires_at) : null;
    return {
      ...r,
      renewal_order_id: null,
      // The user's own press neither counts as a failed charge nor spends the automatic schedule.
      failed_attempts: scheduled ? failures : r.failed_attempts,
      next_attempt_at: scheduled ? next : r.next_attempt_at,
    };
  }

  /** Creates the renewal order on the locked row and records it there; returns the row to charge. */
  async function startRenewal(tx: WriteTx, r: SubscriptionRow) {
    const orderId = await payments.renewalOrder(tx, { parentOrderId: r.parent_order_id, key: `renewal:${r.id}:${r.renewals + 1}` });
    // The planned attempt stays: due rows exclude one with a renewal on its way, and a refused press keeps the schedule.
    const next = { ...r, renewal_order_id: orderId, renewals: r.renewals + 1 };
    await repo.update(next, tx.now, tx);
    return next;
  }

  /** The charge was refused: record it, unless the row has moved on meanwhile. */
  async function recordRefusal(id: number, orderId: number, scheduled: boolean) {
    await uow.run(async (tx) => {
      const r = await repo.lockById(id, tx);
      if (!r || r.renewal_order_id !== orderId) return;
      await repo.update(failed(r, tx.now, scheduled), tx.now, tx);
    });
  }

  return {
    /** In the transaction that marks a spy/antispy order paid: a new subscription, a renewal, or more paid time. */
    async orderPaid(tx: WriteTx, o: { id: number; accountId: number; kind: SubscriptionKind; paymentSystem: string }) {
      const now = tx.now;
      const recurring = payments.supportsRecurring(o.paymentSystem);
      const r = await repo.lockByKind(o.accountId, o.kind, tx);
      if (!r) {
        const expiresAt = addMonth(now);
        const phone = await repo.phone(o.accountId, tx);
        await repo.insert(
          {
            accountId: o.accountId,
            kind: o.kind,
            expiresAt,
            autoRenewing: recurring,
            paymentSystem: o.paymentSystem,
            parentOrderId: o.id,
            nextAttemptAt: recurring ? firstAttempt(expiresAt, now) : null,
            countryCode: (phone && normalizePhone(phone)?.country) || 'US',
            now,
          },
          tx,
        );
        return;
      }
      const paused = r.status === 'paused';
      const status = view(r, '', now).status;
      const restart = !paused && status === 'expired';
      // Paid time adds to what is left (during grace: to the end, so the grace days are paid for).
      // A paused month keeps its end frozen until resume moves it by the pause: the month adds to that end.
      const base = paused || (!restart && (r.expires_at.getTime() > now.getTime() || status === 'grace')) ? r.expires_at : now;
      const expiresAt = addMonth(base);
      const newParent = restart || (o.id !== r.renewal_order_id && recurring && o.paymentSystem !== r.payment_system);
      const autoRenewing = restart ? recurring : r.auto_renewing;
      await repo.update(
        {
          ...r,
          status: paused ? 'paused' : restart ? 'active' : r.status === 'cancelled' ? 'cancelled' : 'active',
          expires_at: expiresAt,
          auto_renewing: autoRenewing,
          payment_system: newParent ? o.paymentSystem : r.payment_system,
          parent_order_id: newParent ? o.id : r.parent_order_id,
          renewal_order_id: r.renewal_order_id === o.id ? null : r.renewal_order_id,
          failed_attempts: 0,
          next_attempt_at: autoRenewing && !paused && r.status !== 'cancelled' ? firstAttempt(expiresAt, now) : null,
          paused_at: paused ? r.paused_at : null,
        },
        now,
        tx,
      );
    },

    /** A refunded or charged-back spy/antispy order takes its month back (never into the past). */
    async orderRefunded(tx: WriteTx, o: { id: number; accountId: number; kind: SubscriptionKind }) {
      const r = await repo.lockByKind(o.accountId, o.kind, tx);
      if (!r) return;
      const back = new Date(r.expires_at);
      back.setUTCMonth(back.getUTCMonth() - 1);
      // A paused subscription's clock stopped when it was paused: what is left is counted from then.
      const from = r.status === 'paused' && r.paused_at ? r.paused_at : tx.now;
      const expiresAt = new Date(Math.max(back.getTime(), from.getTime()));
      const over = expiresAt.getTime() <= from.getTime();
      await repo.update(
        { ...r, expires_at: expiresAt, status: over ? 'expired' : r.status, next_attempt_at: over ? null : r.next_attempt_at },
        tx.now,
        tx,
      );
    },

    async list({ account }: { account: AccountClaims }) {
      const now = clock.now();
      const rows = await repo.list(account.accountId);
      const pro = await repo.isPro(account.accountId);
      return { subscriptions: rows.map((r) => view(r, r.phone, now)), pro: { status: pro } };
    },

    /** Turns auto-renewal off; the paid time stays. */
    cancel: ({ account, subscriptionId }: { account: AccountClaims; subscriptionId: number }) =>
      change(account, subscriptionId, (r, now) => {
        const s = refuseEnded(r, now);
        if (s === 'cancelled') throw new AppError('SUBSCRIPTION_CANCELLED');
        if (s === 'paused') throw new AppError('SUBSCRIPTION_PAUSED');
        // In grace the paid time is over: cancelling ends it now.
        if (s === 'grace') return { ...r, status: 'expired', auto_renewing: false, next_attempt_at: null };
        return { ...r, status: 'cancelled', auto_renewing: false, next_attempt_at: null };
      }),

    /** Stops the benefits and the clock; resume gives back the time that was left. */
    pause: ({ account, subscriptionId }: { account: AccountClaims; subscriptionId: number }) =>
      change(account, subscriptionId, (r, now) => {
        const s = refuseEnded(r, now);
        if (s === 'cancelled') throw new AppError('SUBSCRIPTION_CANCELLED');
        if (s === 'paused') throw new AppError('SUBSCRIPTION_PAUSED');
        if (s === 'grace') throw new AppError('SUBSCRIPTION_EXPIRED');
        if (r.renewal_order_id !== null) throw new AppError('SUBSCRIPTION_RENEWAL_RUNNING');
        return { ...r, status: 'paused', paused_at: now, next_attempt_at: null };
      }),

    /** A paused subscription starts again with the time it had left; a cancelled one renews again. */
    resume: ({ account, subscriptionId }: { account: AccountClaims; subscriptionId: number }) =>
      change(account, subscriptionId, (r, now) => {
        const s = refuseEnded(r, now);
        if (s === 'paused' && r.paused_at) {
          const expiresAt = new Date(r.expires_at.getTime() + (now.getTime() - r.paused_at.getTime()));
          return {
            ...r,
            status: 'active',
            expires_at: expiresAt,
            paused_at: null,
            next_attempt_at: r.auto_renewing ? firstAttempt(expiresAt, now) : null,
          };
        }
        if (s === 'cancelled') {
          if (!payments.supportsRecurring(r.payment_system)) throw new AppError('SUBSCRIPTION_NOT_RENEWABLE');
          return { ...r, status: 'active', auto_renewing: true, failed_attempts: 0, next_attempt_at: firstAttempt(r.expires_at, now) };
        }
        throw new AppError('SUBSCRIPTION_NOT_PAUSED_OR_CANCELLED');
      }),

    /**
     * The user's renewal (spec §4 Renewal): one more month charged now through the provider's
     * recurring protocol. Refused while another renewal is on its way; a provider refusal answers
     * SUBSCRIPTION_RENEWAL_FAILED and changes nothing but the failed order.
     */
    async renew({ account, subscriptionId }: { account: AccountClaims; subscriptionId: number }) {
      await owned(account, subscriptionId);
      const started = await uow.run(async (tx) => {
        const r = await repo.lockById(subscriptionId, tx);
        if (!r) throw new AppError('SUBSCRIPTION_NOT_FOUND');
        const s = refuseEnded(r, tx.now);
        if (s === 'cancelled') throw new AppError('SUBSCRIPTION_CANCELLED');
        if (s === 'paused') throw new AppError('SUBSCRIPTION_PAUSED');
        if (r.renewal_order_id !== null) throw new AppError('SUBSCRIPTION_RENEWAL_RUNNING');
        if (!payments.supportsRecurring(r.payment_system)) throw new AppError('SUBSCRIPTION_NOT_RENEWABLE');
        return startRenewal(tx, r);
      });
      const accepted = await payments.chargeRenewal({ orderId: started.renewal_order_id!, parentOrderId: started.parent_order_id });
      if (!accepted) {
        await recordRefusal(started.id, started.renewal_order_id!, false);
        throw new AppError('SUBSCRIPTION_RENEWAL_FAILED');
      }
      const r = (await repo.byId(subscriptionId))!;
      return { subscription: view(r, r.phone, clock.now()) };
    },

    /**
     * The job's work, safe on every instance at once: settle renewals whose order failed or expired,
     * charge the subscriptions that are due (each row under its lock, skipped when another instance
     * holds it), then move statuses that time changed (grace, expired, long pauses resumed).
     */
    async runRenewals(limit = 100) {
      let charged = 0;
      let refused = 0;
      for (const running of await repo.running(limit)) {
        const status = await payments.orderStatus(running.orderId);
        if (status === 'failed' || status === 'expired') {
          await recordRefusal(running.id, running.orderId, true);
          refused++;
        }
      }
      const due = await uow.run(async (tx) => {
        const out: SubscriptionRow[] = [];
        for (const r of await repo.due(tx.now, limit, tx)) {
          if (!payments.supportsRecurring(r.payment_system)) {
            await repo.update({ ...r, auto_renewing: false, next_attempt_at: null }, tx.now, tx);
            continue;
          }
          out.push(await startRenewal(tx, r));
        }
        return out;
      });
      for (const r of due) {
        let accepted = false;
        try {
          accepted = await payments.chargeRenewal({ orderId: r.renewal_order_id!, parentOrderId: r.parent_order_id });
        } catch (err) {
          log.warn({ subscriptionId: r.id, err: (err as Error).message }, 'renewal charge failed');
        }
        if (accepted) charged++;
        else {
          await recordRefusal(r.id, r.renewal_order_id!, true);
          refused++;
        }
      }
      const now = clock.now();
      const moved = await repo.transitions(now, new Date(now.getTime() - MAX_PAUSE_MS), RENEW_AHEAD_MS);
      return { charged, refused, moved };
    },

    /** Who looked me up (spy): signed-in searchers of my number, newest first, never anyone with anti-spy. */
    async spyViews({ account, limit, offset }: { account: AccountClaims; limit: number; offset: number }) {
      const now = clock.now();
      const kinds = await repo.activeKinds(account.accountId, now);
      if (!kinds.includes('spy')) throw new AppError('SPY_SUBSCRIPTION_REQUIRED');
      await writeSearches();
      const rows = await repo.views({ e164: account.phone, accountId: account.accountId, at: now, limit, offset });
      return {
        myNumber: account.phone,
        views: rows.map((v) => ({ phoneNumber: v.phone, firstName: v.first_name, lastName: v.last_name, viewedAtTimestamp: Number(v.at) })),
      };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
