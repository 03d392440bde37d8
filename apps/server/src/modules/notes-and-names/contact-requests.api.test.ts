/** Paid contact requests (decision 055): ask a number's owner to get in touch, for 11 NumCy. */
import { describe, expect, it } from 'vitest';
import { CONTACT_REQUESTS, LIMITS, routes } from '@numscope/contract';
import { createTestClock } from '../../infra/clock.js';
import { balanceOf, digitsOf, setBalance, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { later, runDueJobs } from '../../test/jobs.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';

const DAY = 86_400_000;
const clock = createTestClock(new Date());
const t = useTestApp({ clock });

async function call(method: 'GET' | 'POST', path: string, who: SignedIn, payload?: object, key?: string) {
  const headers = { authorization: who.token, ...(key ? { 'idempotency-key': key } : {}) };
  const res = await t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const today = () => clock.now().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(clock.now().getTime() - n * DAY).toISOString().slice(0, 10);
const send = (who: SignedIn, phone: string, date = today(), key?: string) =>
  call('POST', routes.contactRequestSend.path, who, { phoneNumber: digitsOf(phone), date }, key);
const list = async (who: SignedIn) => (await call('GET', routes.contactRequests.path, who)).body.data;
const answer = (who: SignedIn, id: number, decision: 'accept' | 'decline') =>
  call('POST', routes.contactRequestAnswer.path, who, { request_id: id, decision });
const withName = async (who: SignedIn, first: string) =>
  t.db.query({ name: 't_cr_name', text: 'update accounts set first_name = $2 where id = $1' }, [who.profileId, first]);

/** Someone who got a call from `owner`'s number and has 30 NumCy. */
async function callerAndCalled() {
  const [asker, owner] = [await signInAs(t.app, uniquePhone(), { clock }), await signInAs(t.app, uniquePhone(), { clock })];
  await setBalance(t.db, asker.profileId, 30);
  await withName(asker, 'Anna');
  await withName(owner, 'Oleg');
  return { asker, owner };
}

describe('a paid contact request', () => {
  it('costs 11 NumCy once, waits for the owner, who sees the day of the call and the asker’s name but not their number', async () => {
    const { asker, owner } = await callerAndCalled();
    const sent = await send(asker, owner.phone, daysAgo(2), 'first-try');
    expect(sent.status).toBe(200);
    expect(sent.body.data.balance).toBe(30 - LIMITS.friendRequestPrice);
    expect(sent.body.data.request).toMatchObject({
      type: 'direct',
      status: 'pending',
      phoneNumber: owner.phone,
      date: daysAgo(2),
      owner: null,
    });
    const days = (sent.body.data.request.expiresAtTimestamp * 1000 - clock.now().getTime()) / DAY;
    expect(Math.round(days)).toBe(CONTACT_REQUESTS.answerDays);
    // A retry of the same press is the same request; asking again while it waits costs nothing.
    expect((await send(asker, owner.phone, daysAgo(2), 'first-try')).body).toEqual(sent.body);
    expect((await send(asker, owner.phone, today(), 'second-press')).body.code).toBe('CONTACT_REQUEST_PENDING');
    expect(await balanceOf(t.db, asker.profileId)).toBe(30 - LIMITS.friendRequestPrice);

    const incoming = (await list(owner)).incoming;
    expect(incoming).toEqual([
      expect.objectContaining({
        id: sent.body.data.request.id,
        status: 'pending',
        date: daysAgo(2),
        requester: { phoneNumber: null, firstName: 'Anna', lastName: null },
      }),
    ]);
    expect((await list(asker)).outgoing.map((r: { id: number }) => r.id)).toEqual([sent.body.data.request.id]);
    const ledger = (await call('GET', routes.ledger.path, asker)).body.data.entries;
    expect(ledger[0]).toMatchObject({ amount: -LIMITS.friendRequestPrice, reason: 'contact_request' });
  });

  it('accepted, shows each side the other’s number and name; a stranger cannot answer it, nor the owner twice', async () => {
    const { asker, owner } = await callerAndCalled();
    const id = (await send(asker, owner.phone)).body.data.request.id;
    expect((await answer(asker, id, 'accept')).body.code).toBe('CONTACT_REQUEST_NOT_FOUND');
    const accepted = await answer(owner, id, 'accept');
    expect(accepted.body.data.request).toMatchObject({ status: 'accepted', requester: { phoneNumber: asker.phone, firstName: 'Anna' } });
    expect((await list(asker)).outgoing[0]).toMatchObject({ status: 'accepted', owner: { firstName: 'Oleg', lastName: null } });
    expect((await answer(owner, id, 'decline')).body.code).toBe('CONTACT_REQUEST_NOT_FOUND');
    // Answered, another request may follow.
    expect((await send(asker, owner.phone)).status).toBe(200);
  });

  it('declined, reveals nothing and keeps its price', async () => {
    const { asker, owner } = await callerAndCalled();
    const id = (await send(asker, owner.phone)).body.data.request.id;
    expect((await answer(owner, id, 'decline')).body.data.request).toMatchObject({ status: 'declined', requester: { phoneNumber: null } });
    expect((await list(asker)).outgoing[0]).toMatchObject({ status: 'declined', owner: null });
    expect(await balanceOf(t.db, asker.profileId)).toBe(30 - LIMITS.friendRequestPrice);
  });

  it('unanswered in time, ends and gives its NumCy back once; the owner can no longer accept it', async () => {
    const { asker, owner } = await callerAndCalled();
    const id = (await send(asker, owner.phone)).body.data.request.id;
    await later(clock, (CONTACT_REQUESTS.answerDays + 1) * DAY, async () => {
      // Two weeks on, both sign in again (their tokens have expired).
      const [asking, owning] = [await signInAs(t.app, asker.phone, { clock }), await signInAs(t.app, owner.phone, { clock })];
      expect((await list(asking)).outgoing[0].status).toBe('expired');
      expect((await answer(owning, id, 'accept')).body.code).toBe('CONTACT_REQUEST_NOT_FOUND');
      await runDueJobs(t.app, async () => (await balanceOf(t.db, asker.profileId)) === 30);
      await runDueJobs(t.app, async () => true);
      expect(await balanceOf(t.db, asker.profileId)).toBe(30);
      const ledger = (await call('GET', routes.ledger.path, asking)).body.data.entries;
      expect(ledger.filter((e: { reason: string }) => e.reason === 'refund')).toHaveLength(1);
    });
  });

  it('asked again after its end, before the job ran: the old one is refunded once and the new one waits', async () => {
    const { asker, owner } = await callerAndCalled();
    await send(asker, owner.phone);
    await later(clock, (CONTACT_REQUESTS.answerDays + 1) * DAY, async () => {
      const again = await signInAs(t.app, asker.phone, { clock });
      const sent = await send(again, owner.phone);
      expect(sent.status).toBe(200);
      expect(sent.body.data.balance).toBe(30 - LIMITS.friendRequestPrice);
      expect((await list(again)).outgoing.map((r: { status: string }) => r.status)).toEqual(['pending', 'expired']);
      await runDueJobs(t.app, async () => true);
      expect(await balanceOf(t.db, asker.profileId)).toBe(30 - LIMITS.friendRequestPrice);
    });
  });

  it('reaches an owner who signs in with the number after it was sent', async () => {
    const asker = await signInAs(t.app, uniquePhone(), { clock });
    await setBalance(t.db, asker.profileId, 11);
    const number = uniquePhone();
    const id = (await send(asker, number)).body.data.request.id;
    const owner = await signInAs(t.app, number, { clock });
    expect((await list(owner)).incoming.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('refuses, charging nothing: too few NumCy, my own number, a day in the future, too long ago or not a date', async () => {
    const { asker, owner } = await callerAndCalled();
    await setBalance(t.db, asker.profileId, LIMITS.friendRequestPrice - 1);
    expect((await send(asker, owner.phone)).body.code).toBe('NOT_ENOUGH_BALANCE');
    await setBalance(t.db, asker.profileId, 30);
    expect((await send(asker, asker.phone)).body.code).toBe('CONTACT_REQUEST_OWN_NUMBER');
    for (const date of [daysAgo(-3), daysAgo(CONTACT_REQUESTS.callWithinDays + 1), '2026-02-30', '2026-13-01'])
      expect((await send(asker, owner.phone, date)).body).toMatchObject({ code: 'CONTACT_REQUEST_DATE_INVALID' });
    expect((await send(asker, owner.phone, '29.11.2026')).status).toBe(400);
    expect(await balanceOf(t.db, asker.profileId)).toBe(30);
    expect((await list(asker)).outgoing).toEqual([]);
  });
});
