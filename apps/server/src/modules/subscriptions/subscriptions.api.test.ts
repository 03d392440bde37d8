import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS, routePath, routes, webhookPath, type PriceList, type Subscription } from '@numscope/contract';
import { loadConfig } from '../../config.js';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { createTestClock } from '../../infra/clock.js';
import { disputeObject, signedEvent } from '../../integrations/payments/stripe/events.js';
import { insertNumber } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import { createSubscriptionsService } from './subscriptions.service.js';
import { GRACE_MS, RENEW_AHEAD_MS, RETRY_DELAYS_MS } from './rules.js';

const clock = createTestClock(new Date());
// Tokens outlive the months the clock is moved through.
const CONFIG = { RATE_LIMIT_PER_MINUTE: 0, JWT_TTL_SECONDS: 120 * 86_400 };
const t = useTestApp({ config: CONFIG, clock });
const DAY = 24 * 3_600_000;
// Sign-in checks its signed agreement against the clock: every test starts at the real time.
afterEach(() => clock.set(new Date()));
/** Just after a time the API gives in whole seconds (the stored one has milliseconds). */
const after = (sec: number) => new Date(sec * 1000 + 1000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST', url: string, who: SignedIn | null, payload?: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(who ? { authorization: who.token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

let us = 1000 + Math.floor(Math.random() * 8000);
/** A US number: its price list is in USD and paid through Stripe. */
const usPhone = () => `+1202555${String(1000 + (us++ % 9000))}`;

/** Buys a product through a provider's stand-in (Robokassa card unless told) and pays it. */
async function buyPaid(who: SignedIn, product: 'spy' | 'antispy' | 'pro', code = 'ROBOKASSA_CARD') {
  const list = (await call('GET', routes.prices.path, who)).body.data as PriceList;
  const price = list[product] as Json;
  const res = await call(
    'POST',
    routePath(routes.invoice.path, { paymentSystem: code }),
    who,
    { productPriceId: price.discountProductId ?? price.productId, email: 'buyer@example.com' },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const orderId = res.body.data.paymentLinks.orderId as number;
  const paid = await call('POST', routes.simulatorPay.path, null, { orderId, outcome: 'paid' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return orderId;
}

const list = async (who: SignedIn) => (await call('GET', routes.subscriptions.path, who)).body.data as Json;
const sub = async (who: SignedIn, kind: 'spy' | 'antispy') =>
  ((await list(who)).subscriptions as Subscription[]).find((s) => s.kind === kind)!;
const action = (who: SignedIn, what: 'subscriptionCancel' | 'subscriptionPause' | 'subscriptionResume' | 'subscriptionRenew', id: number) =>
  call('POST', routes[what].path, who, { subscriptionId: id, platform: 'web' });
const search = (who: SignedIn | null, phone: string) =>
  call('GET', routePath(routes.search.path, { phone: phone.replace(/\D/g, '') }), who);
const views = (who: SignedIn) => call('GET', routes.spyViews.path, who);
const declineNext = (orderId: number, declines: number) => call('POST', routes.simulatorRecurring.path, null, { orderId, declines });

function service() {
  return createSubscriptionsService({
    db: t.db,
    uow: createUnitOfWork(t.db, clock),
    clock,
    payments: t.app.payments,
    log: t.app.log,
    writeSearches: () => t.app.searches.flush(),
  });
}

/** Waits for the stand-in's ResultURL callback (posted after it answered the charge). */
async function until(check: () => Promise<boolean>, tries = 100) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((ok) => setTimeout(ok, 20));
  }
  throw new Error('timed out waiting for the provider callback');
}

describe('what spy, anti-spy and PRO give', () => {
  it('a spy subscriber sees a plain searcher of their number, newest first, and never an anti-spy one', async () => {
    const subscriber = await signInAs(t.app);
    const plain = await signInAs(t.app);
    const hidden = await signInAs(t.app);
    expect((await views(subscriber)).body).toMatchObject({ code: 'SPY_SUBSCRIPTION_REQUIRED' });
    await buyPaid(subscriber, 'spy');
    await buyPaid(hidden, 'antispy');
    expect((await search(subscriber, subscriber.phone)).body.data.common.spy_subscription).toBe(true);
    expect((await search(plain, subscriber.phone)).body.data.common.spy_subscription).toBe(false);
    clock.advance(1000);
    await search(hidden, subscriber.phone);
    const res = await views(subscriber);
    expect(res.status).toBe(200);
    expect(res.body.data.views.map((v: Json) => v.phoneNumber)).toEqual([plain.phone]);
    expect(res.body.data.views[0].viewedAtTimestamp).toBeGreaterThan(0);
    // A later searcher comes first.
    const later = await signInAs(t.app);
    clock.advance(1000);
    await search(later, subscriber.phone);
    expect((await views(subscriber)).body.data.views.map((v: Json) => v.phoneNumber)).toEqual([later.phone, plain.phone]);
  });

  it("anti-spy: the number's page shows the owner's details to the owner only", async () => {
    const owner = await signInAs(t.app);
    const other = await signInAs(t.app);
    await insertNumber(t.db, { e164: owner.phone, names: [{ first: 'Olga', last: 'Saved', count: 2 }] });
    await t.db.query({ name: 't_owner_name', text: "update accounts set first_name = 'Olga' where id = $1" }, [owner.profileId]);
    expect((await search(other, owner.phone)).body.data.profile).toMatchObject({ antispy_subscription: false, firstName: 'Olga' });
    await buyPaid(owner, 'antispy');
    const seen = (await search(other, owner.phone)).body.data;
    expect(seen.profile).toMatchObject({ antispy_subscription: true, id: null, firstName: null, lastName: null });
    expect(seen.averageProfile.firstName).toBeNull();
    expect(seen.contacts).toEqual([]);
    expect((await search(null, owner.phone)).body.data.profile).toMatchObject({ antispy_subscription: true, id: null });
    expect((await search(owner, owner.phone)).body.data.profile).toMatchObject({
      antispy_subscription: true,
      id: owner.profileId,
      firstName: 'Olga',
    });
    // The saved-names list and a report through the profile tell no more than the page (decision 053).
    const contacts = async (who: SignedIn | null) =>
      (await call('GET', `${routes.contactList.path}?phone=${owner.phone.replace(/\D/g, '')}`, who)).body.data.contacts as Json[];
    expect(await contacts(other)).toEqual([]);
    expect(await contacts(null)).toEqual([]);
    const own = await contacts(owner);
    expect(own.map((c) => c.firstName)).toEqual(['Olga']);
    const report = await call('POST', routes.reportProfileContact.path, other, {
      profile_id: owner.profileId,
      name_hash: own[0]!.name_hash,
      report_text: 'Not this person',
    });
    expect([report.status, report.body.code]).toEqual([404, 'PROFILE_NOT_FOUND']);
    // Nor do a like or a report of a guessed name on the number: a saved one is as unknown as any other.
    const digits = owner.phone.replace(/\D/g, '');
    const guess = { phone: digits, name_hash: own[0]!.name_hash };
    const liked = await call('POST', routes.contactLike.path, other, { ...guess, like_type: 'DISLIKE', action_type: 'REMOVE' });
    expect([liked.status, liked.body.code]).toEqual([404, 'CONTACT_NOT_FOUND']);
    const reported = await call('POST', routes.reportContact.path, other, {
      ...guess,
      first_name: 'Olga',
      last_name: 'Saved',
      report_text: 'Not this person',
    });
    expect([reported.status, reported.body.code]).toEqual([404, 'CONTACT_NOT_FOUND']);
    expect((await call('POST', routes.contactLike.path, owner, { ...guess, like_type: 'LIKE', action_type: 'ADD' })).status).toBe(200);
    // Hiding the profile as well keeps anti-spy's hiding.
    expect((await call('POST', routes.profileGoingSet.path, owner, { profileGoing: '0' })).status).toBe(200);
    for (const who of [other, null]) {
      const hidden = (await search(who, owner.phone)).body.data;
      expect(hidden.profile).toMatchObject({ antispy_subscription: true, id: null, firstName: null });
      expect([hidden.averageProfile.firstName, hidden.contacts]).toEqual([null, []]);
      expect(await contacts(who)).toEqual([]);
    }
    expect((await search(owner, owner.phone)).body.data.contacts.map((c: Json) => c.firstName)).toEqual(['Olga']);
  });

  it('PRO searches past the daily limit without paying, and marks its reviews', async () => {
    const pro = await signInAs(t.app);
    await buyPaid(pro, 'pro');
    expect((await list(pro)).pro).toEqual({ status: true });
    // A review written by a PRO account carries the PRO mark; a plain account's does not.
    const plain = await signInAs(t.app);
    const { e164 } = await insertNumber(t.db);
    for (const who of [pro, plain])
      expect(
        (await call('POST', routes.commentAdd.path, who, { phone: e164.replace(/\D/g, ''), text: 'Calls about a loan every day' })).status,
      ).toBe(200);
    const comments = (await search(null, e164)).body.data.comments as Json[];
    expect(comments.map((c) => [c.profile_id, c.is_pro]).sort()).toEqual(
      [
        [pro.profileId, true],
        [plain.profileId, false],
      ].sort(),
    );
    // A review written before buying PRO carries the mark from the purchase on (the card is rebuilt).
    await buyPaid(plain, 'pro');
    const after = (await search(null, e164)).body.data.comments as Json[];
    expect(after.find((c) => c.profile_id === plain.profileId)?.is_pro).toBe(true);
    for (let i = 0; i < 32; i++) {
      const res = await search(pro, `+7916${String(7_000_000 + i + (pro.profileId % 1000) * 40).padStart(7, '0')}`);
      expect(res.body.data.paidAlert.show).toBe(false);
      expect(res.body.data.common.isPaidRequest).toBe(false);
    }
    // The remaining-searches counter stays full.
    expect((await call('GET', routes.mainLoad.path, pro)).body.data.leftRequests).toBe(LIMITS.defaultFreeRequests);
  });
});

describe('renewal', () => {
  it('renews through Robokassa Recurring a day before the end, and once only', async () => {
    const who = await signInAs(t.app);
    const parent = await buyPaid(who, 'spy');
    const first = await sub(who, 'spy');
    expect(first).toMatchObject({ status: 'active', autoRenewing: true, robokassaAutoRenewing: true, orderId: parent, platform: 'web' });
    expect(first.robokassaNextPaymentAttempt).toBe(first.expiryTime - RENEW_AHEAD_MS / 1000);
    clock.set(new Date((first.robokassaNextPaymentAttempt! + 60) * 1000));
    const s = service();
    await Promise.all([s.runRenewals(), s.runRenewals()]);
    await until(async () => (await sub(who, 'spy')).expiryTime > first.expiryTime);
    const renewed = await sub(who, 'spy');
    expect(renewed).toMatchObject({ status: 'active', renewing: false, failedAttempts: 0, orderId: parent });
    expect(renewed.expiryTime - first.expiryTime).toBeGreaterThanOrEqual(28 * 86_400);
    const orders = (await call('GET', routes.orders.path, who)).body.data.orders as Json[];
    expect(orders.filter((o) => o.productId === 'spy' && o.status === 'paid')).toHaveLength(2);
  });

  it('retries a declined charge on its schedule, keeps the benefits during grace, then expires', async () => {
    const who = await signInAs(t.app);
    const parent = await buyPaid(who, 'spy');
    const first = await sub(who, 'spy');
    await declineNext(parent, 10);
    const s = service();
    clock.set(after(first.robokassaNextPaymentAttempt!));
    await s.runRenewals();
    let now = await sub(who, 'spy');
    expect(now).toMatchObject({ status: 'active', failedAttempts: 1, renewing: false });
    expect(now.robokassaNextPaymentAttempt).toBe(first.robokassaNextPaymentAttempt! + 1 + RETRY_DELAYS_MS[0] / 1000);
    clock.set(after(now.robokassaNextPaymentAttempt!));
    await s.runRenewals();
    now = await sub(who, 'spy');
    expect(now.failedAttempts).toBe(2);
    // Past the end: grace, and the spy list still opens.
    clock.set(new Date(first.expiryTime * 1000 + 1000));
    await s.runRenewals();
    expect((await sub(who, 'spy')).status).toBe('grace');
    expect((await views(who)).status).toBe(200);
    // The remaining retries fail too; after the grace the subscription is over.
    clock.set(after(now.robokassaNextPaymentAttempt!));
    await s.runRenewals();
    clock.set(new Date(first.expiryTime * 1000 + GRACE_MS + 1000));
    await s.runRenewals();
    const over = await sub(who, 'spy');
    expect(over.status).toBe('expired');
    expect((await views(who)).body.code).toBe('SPY_SUBSCRIPTION_REQUIRED');
    expect((await action(who, 'subscriptionRenew', over.id)).body.code).toBe('SUBSCRIPTION_EXPIRED');
    expect((await action(who, 'subscriptionCancel', over.id)).body.code).toBe('SUBSCRIPTION_EXPIRED');
    clock.set(new Date());
  });

  it('never charges an account once it is deleted: nobody can sign in to it to cancel', async () => {
    const who = await signInAs(t.app);
    const parent = await buyPaid(who, 'spy');
    const first = await sub(who, 'spy');
    const deleted = await call('POST', routes.accountDelete.path, who, { number: who.phone.replace(/\D/g, ''), removeReviews: '0' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    clock.set(after(first.robokassaNextPaymentAttempt!));
    await service().runRenewals();
    const renewals = await t.db.query<{ n: number }>(
      {
        name: 't_subs_renewal_orders',
        text: `select count(*)::int as n from orders where account_id = $1 and id <> $2`,
      },
      [who.profileId, parent],
    );
    expect(renewals[0]!.n).toBe(0);
    clock.set(new Date());
  });

  it('a retry that succeeds during grace renews from the old end', async () => {
    const who = await signInAs(t.app);
    const parent = await buyPaid(who, 'antispy');
    const first = await sub(who, 'antispy');
    await declineNext(parent, 1);
    const s = service();
    clock.set(after(first.robokassaNextPaymentAttempt!));
    await s.runRenewals();
    const failedOnce = await sub(who, 'antispy');
    expect(failedOnce.failedAttempts).toBe(1);
    clock.set(after(failedOnce.robokassaNextPaymentAttempt!));
    await s.runRenewals();
    await until(async () => (await sub(who, 'antispy')).expiryTime > first.expiryTime);
    const renewed = await sub(who, 'antispy');
    expect(renewed).toMatchObject({ status: 'active', failedAttempts: 0 });
    expect(renewed.expiryTime - first.expiryTime).toBeGreaterThanOrEqual(28 * 86_400);
    clock.set(new Date());
  });

  it("the user's renew: accepted, refused while one runs, and a declined one answers SUBSCRIPTION_RENEWAL_FAILED then succeeds on retry", async () => {
    const who = await signInAs(t.app);
    const parent = await buyPaid(who, 'spy');
    const first = await sub(who, 'spy');
    await declineNext(parent, 1);
    const refused = await action(who, 'subscriptionRenew', first.id);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('SUBSCRIPTION_RENEWAL_FAILED');
    // A refused press changes nothing: not the paid time, not the automatic schedule.
    expect(await sub(who, 'spy')).toMatchObject({
      expiryTime: first.expiryTime,
      robokassaNextPaymentAttempt: first.robokassaNextPaymentAttempt,
      failedAttempts: 0,
    });
    const [a, b] = await Promise.all([action(who, 'subscriptionRenew', first.id), action(who, 'subscriptionRenew', first.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.code).toBe('SUBSCRIPTION_RENEWAL_RUNNING');
    await until(async () => (await sub(who, 'spy')).expiryTime > first.expiryTime);
    expect((await sub(who, 'spy')).renewing).toBe(false);
  });
});

describe('Stripe', () => {
  it('renews with an invoice of the saved customer confirmed by invoice.paid, and opens the billing portal', async () => {
    const who = await signInAs(t.app, usPhone());
    const parent = await buyPaid(who, 'spy', 'STRIPE_MINI');
    const first = await sub(who, 'spy');
    expect(first).toMatchObject({ status: 'active', autoRenewing: true, robokassaAutoRenewing: false, stripe: { countryCode: 'US' } });
    const renewed = await action(who, 'subscriptionRenew', first.id);
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    await until(async () => (await sub(who, 'spy')).expiryTime > first.expiryTime);
    // A declined card refuses the renewal and changes nothing.
    await declineNext(parent, 1);
    const now = await sub(who, 'spy');
    expect((await action(who, 'subscriptionRenew', first.id)).body.code).toBe('SUBSCRIPTION_RENEWAL_FAILED');
    expect((await sub(who, 'spy')).expiryTime).toBe(now.expiryTime);

    const lk = await call('POST', routes.stripeLk.path, who, {});
    const url = new URL(lk.body.data.url as string);
    expect(url.pathname).toMatch(/^\/simulators\/stripe\/portal\/bps_/);
    const portal = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('buyer@example.com');
    expect(portal.body).toContain('/settings/payment');
  });

  it("a dispute of a renewal's charge finds the renewal by its payment intent and takes its month back", async () => {
    const who = await signInAs(t.app, usPhone());
    await buyPaid(who, 'spy', 'STRIPE_MINI');
    const first = await sub(who, 'spy');
    expect((await action(who, 'subscriptionRenew', first.id)).status).toBe(200);
    await until(async () => (await sub(who, 'spy')).expiryTime > first.expiryTime);
    const [renewal] = await t.db.query<{ id: number; provider_ref: string; amount_minor: number; currency: string; status: string }>(
      {
        name: 't_subs_stripe_renewal',
        text: `select id, provider_ref, amount_minor, currency, status from orders where account_id = $1 order by id desc limit 1`,
      },
      [who.profileId],
    );
    expect(renewal).toMatchObject({ status: 'paid', provider_ref: expect.stringMatching(/^pi_/) });
    const intent = { id: renewal!.provider_ref, amount: renewal!.amount_minor, currency: renewal!.currency.toLowerCase() };
    const dispute = signedEvent(
      'charge.dispute.created',
      disputeObject(
        { ...intent, orderId: 0, customer: null, payment_method: null, status: 'succeeded', metadata: {}, refunded: false },
        'needs_response',
      ),
      `${loadConfig({ NODE_ENV: 'test' }).PUBLIC_URL}${webhookPath('stripe')}`,
      'whsec_simulated_numscope',
    );
    const res = await t.app.inject({ method: dispute.method, url: dispute.url, headers: dispute.headers, payload: dispute.payload });
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.query<{ status: string }>(
      { name: 't_subs_renewal_status', text: 'select status from orders where id = $1' },
      [renewal!.id],
    );
    expect(after!.status).toBe('refunded');
    expect((await sub(who, 'spy')).expiryTime).toBe(first.expiryTime);
  });

  it('an account that never paid through Stripe gets the PRO page from stripe/lk', async () => {
    const who = await signInAs(t.app);
    const lk = await call('POST', routes.stripeLk.path, who, {});
    expect(new URL(lk.body.data.url as string).pathname).toBe('/payment/pro');
  });
});

describe('cancel, pause, resume', () => {
  it('cancel keeps the paid time and stops renewal; resume turns it back on; a second cancel is refused', async () => {
    const who = await signInAs(t.app);
    await buyPaid(who, 'spy');
    const s = await sub(who, 'spy');
    const cancelled = await action(who, 'subscriptionCancel', s.id);
    expect(cancelled.body.data.subscription).toMatchObject({ status: 'cancelled', autoRenewing: false, expiryTime: s.expiryTime });
    expect((await action(who, 'subscriptionCancel', s.id)).body.code).toBe('SUBSCRIPTION_CANCELLED');
    expect((await action(who, 'subscriptionRenew', s.id)).body.code).toBe('SUBSCRIPTION_CANCELLED');
    expect((await action(who, 'subscriptionPause', s.id)).body.code).toBe('SUBSCRIPTION_CANCELLED');
    expect((await views(who)).status).toBe(200);
    const resumed = await action(who, 'subscriptionResume', s.id);
    expect(resumed.body.data.subscription).toMatchObject({ status: 'active', autoRenewing: true });
    expect((await action(who, 'subscriptionResume', s.id)).body.code).toBe('SUBSCRIPTION_NOT_PAUSED_OR_CANCELLED');
  });

  it('pause stops the benefits and the clock; resume gives back the time that was left', async () => {
    const who = await signInAs(t.app);
    await buyPaid(who, 'spy');
    const s = await sub(who, 'spy');
    const paused = await action(who, 'subscriptionPause', s.id);
    expect(paused.body.data.subscription.status).toBe('paused');
    expect((await views(who)).body.code).toBe('SPY_SUBSCRIPTION_REQUIRED');
    expect((await action(who, 'subscriptionRenew', s.id)).body.code).toBe('SUBSCRIPTION_PAUSED');
    expect((await action(who, 'subscriptionPause', s.id)).body.code).toBe('SUBSCRIPTION_PAUSED');
    clock.advance(5 * DAY);
    const resumed = await action(who, 'subscriptionResume', s.id);
    expect(resumed.body.data.subscription.status).toBe('active');
    expect(resumed.body.data.subscription.expiryTime).toBe(s.expiryTime + 5 * 86_400);
    expect((await views(who)).status).toBe(200);
    clock.set(new Date());
  });

  it('a month bought during a long pause adds to the time that was left, not to the day it was bought', async () => {
    const who = await signInAs(t.app);
    await buyPaid(who, 'spy');
    const s = await sub(who, 'spy');
    const pausedAt = Math.floor(clock.now().getTime() / 1000);
    await action(who, 'subscriptionPause', s.id);
    // Paused for 60 days, far longer than the month that was left, then one more month is bought.
    clock.advance(60 * DAY);
    await buyPaid(who, 'spy');
    const resumedAt = Math.floor(clock.now().getTime() / 1000);
    const resumed = (await action(who, 'subscriptionResume', s.id)).body.data.subscription as Subscription;
    const left = s.expiryTime - pausedAt;
    // What was left plus one month (28–31 days), counted from the resume.
    expect(resumed.expiryTime - resumedAt).toBeGreaterThanOrEqual(left + 28 * 86_400 - 2);
    expect(resumed.expiryTime - resumedAt).toBeLessThanOrEqual(left + 31 * 86_400 + 2);
    clock.set(new Date());
  });

  it('a refund of a month bought during a pause takes that month back and leaves the pause as it was', async () => {
    const who = await signInAs(t.app, usPhone());
    await buyPaid(who, 'spy', 'STRIPE_MINI');
    const s = await sub(who, 'spy');
    const pausedAt = Math.floor(clock.now().getTime() / 1000);
    await action(who, 'subscriptionPause', s.id);
    clock.advance(60 * DAY);
    const bought = await buyPaid(who, 'spy', 'STRIPE_MINI');
    expect((await call('POST', routes.simulatorPay.path, null, { orderId: bought, outcome: 'refund' })).status).toBe(200);
    const after = await sub(who, 'spy');
    expect(after.status).toBe('paused');
    const resumedAt = Math.floor(clock.now().getTime() / 1000);
    const resumed = (await action(who, 'subscriptionResume', s.id)).body.data.subscription as Subscription;
    // Just what was left when it was paused.
    expect(Math.abs(resumed.expiryTime - resumedAt - (s.expiryTime - pausedAt))).toBeLessThanOrEqual(2);
    clock.set(new Date());
  });

  it('anti-spy hides the searches made while it gave its benefits: not those of a pause, all of the time a resume gave back', async () => {
    const subscriber = await signInAs(t.app);
    const searcher = await signInAs(t.app);
    await buyPaid(searcher, 'antispy');
    const s = await sub(searcher, 'antispy');
    await search(searcher, subscriber.phone);
    clock.advance(DAY);
    expect((await action(searcher, 'subscriptionPause', s.id)).body.data.subscription.status).toBe('paused');
    clock.advance(DAY);
    const duringPause = clock.now();
    await search(searcher, subscriber.phone);
    clock.advance(3 * DAY);
    expect((await action(searcher, 'subscriptionResume', s.id)).body.data.subscription.expiryTime).toBe(s.expiryTime + 4 * 86_400);
    await action(searcher, 'subscriptionCancel', s.id);
    // Past the paid month, in the days the resume gave back.
    clock.set(new Date((s.expiryTime + 2 * 86_400) * 1000));
    await search(searcher, subscriber.phone);
    // Anti-spy has ended; a spy subscriber now sees every search of the number, from before too.
    clock.set(new Date((s.expiryTime + 5 * 86_400) * 1000));
    await buyPaid(subscriber, 'spy');
    const seen = (await views(subscriber)).body.data.views as Json[];
    expect(seen.map((v) => [v.phoneNumber, v.viewedAtTimestamp])).toEqual([[searcher.phone, Math.round(duringPause.getTime() / 1000)]]);
  });

  it("refuses another account's subscription and bad input, changing nothing", async () => {
    const who = await signInAs(t.app);
    const other = await signInAs(t.app);
    await buyPaid(who, 'antispy');
    const s = await sub(who, 'antispy');
    expect((await action(other, 'subscriptionCancel', s.id)).body.code).toBe('SUBSCRIPTION_NOT_FOUND');
    expect((await call('POST', routes.subscriptionCancel.path, who, { subscriptionId: 'x' })).status).toBe(400);
    expect((await call('POST', routes.subscriptionCancel.path, null, { subscriptionId: s.id })).status).toBe(403);
    expect((await sub(who, 'antispy')).status).toBe('active');
  });
});
