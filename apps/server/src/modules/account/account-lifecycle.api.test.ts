import { describe, expect, it } from 'vitest';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { createTestClock } from '../../infra/clock.js';
import { digitsOf, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { runDueJobs } from '../../test/jobs.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import { keepCardsFresh } from '../numbers/index.js';
import { eraseAccount } from './account-erasure.repository.js';

/** Deactivation, cancel, reactivation by sign-in, the window's expiry by the sweep job; anti-spy and profileGoing (decision 023). */
const clock = createTestClock(new Date());
const t = useTestApp({ clock, config: { RATE_LIMIT_PER_MINUTE: 0 } });
const DAY = 86_400_000;

const get = async (url: string, who?: SignedIn) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who ? { authorization: who.token } : {} });
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, who: SignedIn, payload: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: who.token }, payload });
  return { status: res.statusCode, body: res.json() };
};
const deactivate = (who: SignedIn, number: string) => post('/api/v6/account/deactivate', who, { number });
const privacy = (who: SignedIn) => get('/api/v6/settings/privacy', who);

const reviewer = async () => {
  const me = await signInAs(t.app, uniquePhone(), { clock });
  await t.app.inject({ method: 'POST', url: '/api/v6/profile/me', headers: { authorization: me.token } });
  await t.db.query({ name: 't_name', text: `update accounts set first_name = 'Marta', last_name = 'Kovač' where id = $1` }, [me.profileId]);
  const target = uniquePhone();
  const added = await post('/api/v7/comment/add', me, { phone: digitsOf(target), text: 'They never call back' });
  expect(added.status).toBe(200);
  return { me, target };
};
const shownAuthor = async (target: string) => {
  const { body } = await get(`/api/v7/comment/list?phone=${digitsOf(target)}`);
  const c = body.data.comments[0];
  return { firstName: c.firstName, lastName: c.lastName };
};

describe('deactivation', () => {
  it('refuses a mistyped number and changes nothing', async () => {
    const me = await signInAs(t.app, uniquePhone(), { clock });
    for (const typed of ['', digitsOf(me.phone).slice(0, -1), `${digitsOf(me.phone)}0`, ` ${digitsOf(me.phone)}x`]) {
      const res = await deactivate(me, typed);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('CONFIRMATION_MISMATCH');
    }
    expect((await privacy(me)).body.data).toMatchObject({ deactivatedAtTimestamp: null, removed: ['cancelDeactivation', 'antispySwitch'] });
  });

  it('hides the author of reviews from others, and cancel brings the account back', async () => {
    const { me, target } = await reviewer();
    expect(await shownAuthor(target)).toEqual({ firstName: 'Marta', lastName: 'Kovač' });

    const res = await deactivate(me, digitsOf(me.phone));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      status: 'deactivated',
      reactivateUntilTimestamp: Math.floor((clock.now().getTime() + 30 * DAY) / 1000),
    });
    expect(await shownAuthor(target)).toEqual({ firstName: null, lastName: null });
    expect((await privacy(me)).body.data.removed).toContain('deactivate');
    expect((await deactivate(me, digitsOf(me.phone))).body.code).toBe('ACCOUNT_ALREADY_DEACTIVATED');

    const cancel = await post('/api/v6/account/deactivate', me, { cancel: '1' });
    expect(cancel.body.data).toEqual({ status: 'active', reactivateUntilTimestamp: null });
    expect(await shownAuthor(target)).toEqual({ firstName: 'Marta', lastName: 'Kovač' });
    expect((await privacy(me)).body.data.removed).toContain('cancelDeactivation');
    const again = await post('/api/v6/account/deactivate', me, { cancel: '1' });
    expect([again.status, again.body.code]).toEqual([409, 'ACCOUNT_NOT_DEACTIVATED']);
  });

  it('comes back with a sign-in within 30 days', async () => {
    const { me, target } = await reviewer();
    await deactivate(me, `+${digitsOf(me.phone)}`);
    clock.advance(29 * DAY);
    try {
      const again = await signInAs(t.app, me.phone, { clock });
      expect(again.profileId).toBe(me.profileId);
      expect((await privacy(again)).body.data.deactivatedAtTimestamp).toBeNull();
      expect(await shownAuthor(target)).toEqual({ firstName: 'Marta', lastName: 'Kovač' });
    } finally {
      clock.advance(-29 * DAY);
    }
  });

  it('is erased by the sweep job once 30 days pass; the number then signs in as a new account', async () => {
    const { me, target } = await reviewer();
    await deactivate(me, digitsOf(me.phone));
    clock.advance(30 * DAY + 3_600_000);
    try {
      await runDueJobs(t.app, async () => {
        const [row] = await t.db.query<{ erased_at: unknown }>({ name: 't_erased', text: 'select erased_at from accounts where id = $1' }, [
          me.profileId,
        ]);
        return row!.erased_at !== null;
      });
      const [row] = await t.db.query<{ phone: string; first_name: string | null }>(
        { name: 't_acc', text: 'select phone, first_name from accounts where id = $1' },
        [me.profileId],
      );
      expect(row).toEqual({ phone: `deleted:${me.profileId}`, first_name: null });
      // The review stays, anonymised (deactivation never chose removal).
      const list = (await get(`/api/v7/comment/list?phone=${digitsOf(target)}`)).body.data.comments;
      expect(list.map((c: { text: string; profile_id: number | null }) => [c.text, c.profile_id])).toEqual([
        ['They never call back', null],
      ]);
      const fresh = await signInAs(t.app, me.phone, { clock });
      expect(fresh.profileId).not.toBe(me.profileId);
    } finally {
      clock.advance(-(30 * DAY + 3_600_000));
    }
  });

  it('is erased while a job holds one of its numbers and then writes a row pointing at the account', async () => {
    // The rescore job's order: it locks its numbers, then inserts voices whose foreign key checks
    // the account row. The erasure once locked that row first and waited for the numbers: a
    // deadlock on PostgreSQL, and the sweep's retry a minute later.
    const { me, target } = await reviewer();
    await t.db.query(
      { name: 't_mark_deleted', text: `update accounts set deleted_at = $2, erase_phone = phone, phone = 'deleted:' || id where id = $1` },
      [me.profileId, clock.now()],
    );
    const [number] = await t.db.query<{ id: number }>({ name: 't_number_id', text: 'select id from numbers where e164 = $1' }, [target]);
    const uow = createUnitOfWork(t.db, clock);
    keepCardsFresh(uow);
    let erasing: Promise<unknown> | undefined;
    await t.db.transaction(async (q) => {
      await q.query({ name: 't_hold_number', text: 'select id from numbers where id = $1 for update' }, [number!.id]);
      erasing = uow.run((tx) => eraseAccount(tx, { accountId: me.profileId, now: tx.now })).catch((err: unknown) => err);
      // On PostgreSQL the erasure runs now and reaches the held number; PGlite queues it behind this transaction.
      await new Promise((ok) => setTimeout(ok, 300));
      await q.query(
        {
          name: 't_point_at_account',
          text: 'insert into reputation_standing (account_id, agreed, contradicted, updated_at) values ($1, 0, 0, $2)',
        },
        [me.profileId, clock.now()],
      );
    });
    expect(await erasing).toBe(true);
  });
});

describe('anti-spy and profileGoing', () => {
  const subscribe = async (who: SignedIn, days: number) => {
    const [order] = await t.db.query<{ id: number }>(
      {
        name: 't_antispy_order',
        text: `insert into orders (account_id, idempotency_key, request_hash, product, price_id, amount_minor, currency,
          payment_system, status, expires_at) values ($1, $2, 'h', 'antispy', 'p', 100, 'USD', 'STRIPE_CARD', 'paid', $3) returning id`,
      },
      [who.profileId, `k${who.profileId}${days}`, clock.now()],
    );
    await t.db.query(
      {
        name: 't_antispy_period',
        text: `insert into subscription_periods (account_id, kind, order_id, starts_at, ends_at) values ($1, 'antispy', $2, $3, $4)`,
      },
      [who.profileId, order!.id, clock.now(), new Date(clock.now().getTime() + days * DAY)],
    );
    // The subscription's state (the subscriptions area) as the paid order leaves it.
    await t.db.query(
      {
        name: 't_antispy_subscription',
        text: `insert into subscriptions (account_id, kind, expires_at, auto_renewing, payment_system, parent_order_id, country_code, updated_at)
          values ($1, 'antispy', $2, false, 'STRIPE_CARD', $3, 'US', $4)`,
      },
      [who.profileId, new Date(clock.now().getTime() + days * DAY), order!.id, clock.now()],
    );
  };

  it('is on by default but applies only with an active subscription; set without one is refused', async () => {
    const me = await signInAs(t.app, uniquePhone(), { clock });
    expect((await get('/api/v2/param/antispy', me)).body.data).toEqual({
      antispy: false,
      enabled: true,
      subscribed: false,
      expiryTime: null,
    });
    const refused = await post('/api/v2/param/antispy', me, { antispy: '0' });
    expect([refused.status, refused.body.code]).toEqual([402, 'ANTISPY_NOT_SUBSCRIBED']);
    expect((await get('/api/v2/param/antispy', me)).body.data.enabled).toBe(true);

    await subscribe(me, 30);
    expect((await get('/api/v2/param/antispy', me)).body.data).toMatchObject({ antispy: true, enabled: true, subscribed: true });
    expect((await get('/api/v2/param/antispy', me)).body.data.antispy).toBe(true);
    expect((await post('/api/v2/param/antispy', me, { antispy: '0' })).body.data).toMatchObject({ antispy: false, enabled: false });
    expect((await get('/api/v2/param/antispy', me)).body.data.antispy).toBe(false);
    expect((await post('/api/v2/param/antispy', me, { antispy: '1' })).body.data).toMatchObject({ antispy: true, enabled: true });
    expect((await privacy(me)).body.data.removed).not.toContain('antispySwitch');

    clock.advance(31 * DAY);
    try {
      const later = await signInAs(t.app, me.phone, { clock });
      expect((await get('/api/v2/param/antispy', later)).body.data).toEqual({
        antispy: false,
        enabled: true,
        subscribed: false,
        expiryTime: null,
      });
    } finally {
      clock.advance(-31 * DAY);
    }
  });

  it('profileGoing off hides the own profile on the own number, on shows it', async () => {
    const me = await signInAs(t.app, uniquePhone(), { clock });
    await t.db.query({ name: 't_owner_name', text: `update accounts set first_name = 'Ilse' where id = $1` }, [me.profileId]);
    await post('/api/v7/notice/add', me, { phone: digitsOf(me.phone), text: 'my own number' });
    const owner = async () => (await get(`/api/v202310/search/${digitsOf(me.phone)}?locale=en-US`)).body.data.profile;
    expect(await owner()).toMatchObject({ id: me.profileId, firstName: 'Ilse' });
    expect((await post('/api/v6/settings/profile-going', me, { profileGoing: '0' })).body.data.profileGoing).toBe(false);
    expect(await owner()).toMatchObject({ id: null, firstName: null });
    expect((await post('/api/v6/settings/profile-going', me, { profileGoing: '1' })).body.data.profileGoing).toBe(true);
    expect(await owner()).toMatchObject({ id: me.profileId });
  });
});
