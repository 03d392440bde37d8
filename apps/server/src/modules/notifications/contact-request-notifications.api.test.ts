/** Notifications of paid contact requests (decision 057): the owner hears of a request, the asker of its end. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTACT_REQUESTS, LIMITS, routes, type Notification } from '@numscope/contract';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { createTestClock } from '../../infra/clock.js';
import { createKvStore } from '../../infra/kv-store.js';
import { balanceOf, digitsOf, setBalance, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { eraseAccount } from '../account/account-erasure.repository.js';
import { later, runDueJobs } from '../../test/jobs.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import { createContactRequestsRepository } from '../notes-and-names/contact-requests.repository.js';
import { createContactRequestsService } from '../notes-and-names/contact-requests.service.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createNotificationsService } from './notifications.service.js';

const DAY = 86_400_000;
const clock = createTestClock(new Date());
const t = useTestApp({ clock });

async function call(method: 'GET' | 'POST', path: string, who: SignedIn, payload?: object, key?: string) {
  const headers = { authorization: who.token, ...(key ? { 'idempotency-key': key } : {}) };
  const res = await t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), raw: res.body };
}
const daysAgo = (n: number) => new Date(clock.now().getTime() - n * DAY).toISOString().slice(0, 10);
const send = (who: SignedIn, phone: string, key?: string) =>
  call('POST', routes.contactRequestSend.path, who, { phoneNumber: digitsOf(phone), date: daysAgo(1) }, key);
const answer = (who: SignedIn, id: number, decision: 'accept' | 'decline') =>
  call('POST', routes.contactRequestAnswer.path, who, { request_id: id, decision });
const setFlags = (who: SignedIn, flags: object) => call('POST', routes.notificationSettingsSet.path, who, flags);
/** My notifications about contact requests, newest first, and the list's body as sent. */
async function notices(who: SignedIn): Promise<{ items: Notification[]; raw: string }> {
  const res = await call('GET', `${routes.notificationsList.path}?limit=50`, who);
  return { items: res.body.data.items.filter((n: Notification) => n.kind.startsWith('contact_')), raw: res.raw };
}
/** Every notification row about one request, whoever it went to. */
const rowsOf = (requestId: number) =>
  t.db.query<{ account_id: string; kind: string }>(
    { name: 't_crn_rows', text: 'select account_id, kind from notifications where contact_request_id = $1 order by id' },
    [requestId],
  );

/** Someone who got a call from `owner`'s number and has 30 NumCy; both have names that show. */
async function callerAndCalled(over: { ownerChannel?: 'telegram' } = {}) {
  const asker = await signInAs(t.app, uniquePhone(), { clock });
  const owner = await signInAs(t.app, uniquePhone(), { clock, channel: over.ownerChannel });
  await setBalance(t.db, asker.profileId, 30);
  const named = { name: 't_crn_name', text: 'update accounts set first_name = $2 where id = $1' };
  await t.db.query(named, [asker.profileId, 'Anna']);
  await t.db.query(named, [owner.profileId, 'Oleg']);
  return { asker, owner };
}

describe('the owner of the number', () => {
  it('hears of a request once, even when the press is retried, with the day and the asker’s name but not their number', async () => {
    const { asker, owner } = await callerAndCalled();
    const key = randomUUID();
    const sent = await send(asker, owner.phone, key);
    expect(sent.status).toBe(200);
    expect((await send(asker, owner.phone, key)).body).toEqual(sent.body);
    const id = sent.body.data.request.id;

    const { items, raw } = await notices(owner);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'contact_request',
        number: owner.phone,
        commentId: null,
        threadId: null,
        read: false,
        contactRequest: { id, date: daysAgo(1), price: LIMITS.friendRequestPrice, firstName: 'Anna', lastName: null },
      }),
    ]);
    // Nowhere in the owner's list, nor in the row, is the asker's number.
    expect(raw).not.toContain(digitsOf(asker.phone));
    expect(await rowsOf(id)).toEqual([{ account_id: expect.anything(), kind: 'contact_request' }]);
    expect(Number((await rowsOf(id))[0]!.account_id)).toBe(owner.profileId);
    // The asker hears nothing of their own request.
    expect((await notices(asker)).items).toEqual([]);
  });

  it('sees no name when the asker’s profile does not show (decision 024), and still not their number', async () => {
    const { asker, owner } = await callerAndCalled();
    await t.db.query({ name: 't_crn_hide', text: 'update accounts set profile_going = false where id = $1' }, [asker.profileId]);
    await send(asker, owner.phone);
    const { items, raw } = await notices(owner);
    expect(items[0]!.contactRequest).toMatchObject({ firstName: null, lastName: null });
    expect(raw).not.toContain(digitsOf(asker.phone));
  });

  it('hears nothing while the number has no owner, then once of each request still waiting when signing up with it', async () => {
    const askers: SignedIn[] = [];
    for (let i = 0; i < 3; i++) askers.push(await signInAs(t.app, uniquePhone(), { clock }));
    const waiting = askers[0]!;
    await t.db.query({ name: 't_crn_name', text: 'update accounts set first_name = $2 where id = $1' }, [waiting.profileId, 'Anna']);
    const number = uniquePhone();
    const ids: number[] = [];
    for (const asker of askers) {
      await setBalance(t.db, asker.profileId, 30);
      ids.push((await send(asker, number)).body.data.request.id);
    }
    for (const requestId of ids) expect(await rowsOf(requestId)).toEqual([]);
    // Two of them ended before the owner came: one declined (by a holder since gone), one past its end (the job has not run yet).
    await t.db.query({ name: 't_crn_declined', text: `update contact_requests set status = 'declined' where id = $1` }, [ids[1]]);
    await t.db.query({ name: 't_crn_past', text: 'update contact_requests set expires_at = $2 where id = $1' }, [
      ids[2],
      new Date(clock.now().getTime() - 1000),
    ]);

    const owner = await signInAs(t.app, number, { clock });
    const { items, raw } = await notices(owner);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'contact_request',
        number,
        read: false,
        contactRequest: { id: ids[0], date: daysAgo(1), price: LIMITS.friendRequestPrice, firstName: 'Anna', lastName: null },
      }),
    ]);
    expect(raw).not.toContain(digitsOf(waiting.phone));
    // Signing in again with the number adds none.
    await signInAs(t.app, number, { clock });
    expect((await notices(owner)).items).toHaveLength(1);
    expect(await rowsOf(ids[0]!)).toEqual([{ account_id: expect.anything(), kind: 'contact_request' }]);
    expect(Number((await rowsOf(ids[0]!))[0]!.account_id)).toBe(owner.profileId);
    expect(await rowsOf(ids[1]!)).toEqual([]);
    expect(await rowsOf(ids[2]!)).toEqual([]);
  });

  it('signing up with a number whose previous holder heard of a request and was deleted (not yet erased): the new owner hears of it too', async () => {
    const { asker, owner: before } = await callerAndCalled();
    const id = (await send(asker, before.phone)).body.data.request.id;
    expect(await rowsOf(id)).toHaveLength(1);
    // Deleting frees the number (the phone is renamed); the erasure, which deletes the notification, comes later.
    await t.db.query({ name: 't_crn_free', text: `update accounts set deleted_at = $2, phone = 'deleted:' || id where id = $1` }, [
      before.profileId,
      clock.now(),
    ]);
    const after = await signInAs(t.app, before.phone, { clock });
    expect(after.profileId).not.toBe(before.profileId);
    expect((await notices(after)).items).toEqual([
      expect.objectContaining({ kind: 'contact_request', contactRequest: expect.objectContaining({ id, firstName: 'Anna' }) }),
    ]);
  });

  it('with contactRequests off, hears of no request; the switch is read back with the others', async () => {
    const { asker, owner } = await callerAndCalled();
    expect((await call('GET', routes.notificationSettings.path, owner)).body.data).toMatchObject({ contactRequests: true });
    expect((await setFlags(owner, { contactRequests: false })).body.data).toMatchObject({ contactRequests: false, newNotice: true });
    const id = (await send(asker, owner.phone)).body.data.request.id;
    expect(await rowsOf(id)).toEqual([]);
    // The request itself is there.
    expect((await call('GET', routes.contactRequests.path, owner)).body.data.incoming).toHaveLength(1);
  });

  it('loses the notification when the asker’s account is erased with its requests (decision 023)', async () => {
    const { asker, owner } = await callerAndCalled();
    const id = (await send(asker, owner.phone)).body.data.request.id;
    await t.db.query({ name: 't_crn_delete', text: 'update accounts set deleted_at = now() where id = $1' }, [asker.profileId]);
    expect(await createUnitOfWork(t.db, clock).run((tx) => eraseAccount(tx, { accountId: asker.profileId, now: tx.now }))).toBe(true);
    expect(await rowsOf(id)).toEqual([]);
    expect((await notices(owner)).items).toEqual([]);
  });

  it('gets a messenger copy that names neither the asker nor their number, leading to /number/my', async () => {
    const { asker, owner } = await callerAndCalled({ ownerChannel: 'telegram' });
    await setFlags(owner, { messengerDelivery: true });
    await send(asker, owner.phone);
    const texts: string[] = [];
    const service = createNotificationsService({
      repo: createNotificationsRepository(t.db),
      uow: createUnitOfWork(t.db, clock),
      kv: createKvStore(undefined, `test-crn-${randomUUID()}:`),
      clock,
      channels: {
        notice: (_method, recipient, text) => {
          texts.push(text);
          return { channel: 'telegram', recipient, payload: { text } };
        },
      },
      send: async () => undefined,
      publicUrl: 'https://numscope.example',
      log: t.app.log,
    });
    expect(await service.deliverPending()).toBe(1);
    expect(texts).toEqual(['Someone who got a call from your number asks you to get in touch: https://numscope.example/number/my']);
    expect(texts[0]).not.toContain(digitsOf(asker.phone));
  });
});

describe('the asker', () => {
  it('hears once that the owner accepted; the owner hears nothing of their own answer', async () => {
    const { asker, owner } = await callerAndCalled();
    const id = (await send(asker, owner.phone)).body.data.request.id;
    expect((await answer(owner, id, 'accept')).status).toBe(200);
    expect((await answer(owner, id, 'accept')).body.code).toBe('CONTACT_REQUEST_NOT_FOUND');
    expect((await notices(asker)).items).toEqual([
      expect.objectContaining({
        kind: 'contact_accepted',
        number: owner.phone,
        contactRequest: { id, date: daysAgo(1), price: LIMITS.friendRequestPrice, firstName: null, lastName: null },
      }),
    ]);
    expect((await rowsOf(id)).map((r) => r.kind)).toEqual(['contact_request', 'contact_accepted']);
  });

  it('hears once that the owner declined', async () => {
    const { asker, owner } = await callerAndCalled();
    const id = (await send(asker, owner.phone)).body.data.request.id;
    await answer(owner, id, 'decline');
    await answer(owner, id, 'accept');
    expect((await notices(asker)).items.map((n) => n.kind)).toEqual(['contact_declined']);
  });

  it('with contactRequests off, hears of no answer', async () => {
    const { asker, owner } = await callerAndCalled();
    await setFlags(asker, { contactRequests: false });
    const id = (await send(asker, owner.phone)).body.data.request.id;
    await answer(owner, id, 'accept');
    expect((await rowsOf(id)).map((r) => r.kind)).toEqual(['contact_request']);
  });

  it('hears once that nobody answered in time and the NumCy came back, however often the job runs', async () => {
    const { asker, owner } = await callerAndCalled();
    const id = (await send(asker, owner.phone)).body.data.request.id;
    await later(clock, (CONTACT_REQUESTS.answerDays + 1) * DAY, async () => {
      const asking = await signInAs(t.app, asker.phone, { clock });
      await runDueJobs(t.app, async () => (await balanceOf(t.db, asker.profileId)) === 30);
      // The job's work once more, as the retry of a job whose end was lost would run it.
      const requests = createContactRequestsService({
        repo: createContactRequestsRepository(t.db),
        uow: createUnitOfWork(t.db, clock),
        kv: createKvStore(undefined, `test-crn-${randomUUID()}:`),
        clock,
      });
      expect(await requests.expireDue()).toBe(0);
      expect(await balanceOf(t.db, asker.profileId)).toBe(30);
      expect((await notices(asking)).items).toEqual([
        expect.objectContaining({
          kind: 'contact_expired',
          number: owner.phone,
          contactRequest: expect.objectContaining({ id, price: LIMITS.friendRequestPrice }),
        }),
      ]);
      expect((await rowsOf(id)).map((r) => r.kind)).toEqual(['contact_request', 'contact_expired']);
    });
  });

  it('hears once of the refund when asking again ends the old request before the job did', async () => {
    const { asker, owner } = await callerAndCalled();
    const old = (await send(asker, owner.phone)).body.data.request.id;
    await later(clock, (CONTACT_REQUESTS.answerDays + 1) * DAY, async () => {
      const again = await signInAs(t.app, asker.phone, { clock });
      expect((await send(again, owner.phone)).status).toBe(200);
      await runDueJobs(t.app, async () => true);
      expect((await rowsOf(old)).map((r) => r.kind)).toEqual(['contact_request', 'contact_expired']);
      expect((await notices(again)).items.map((n) => n.kind)).toEqual(['contact_expired']);
    });
  });
});
