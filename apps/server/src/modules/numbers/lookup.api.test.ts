import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import type { Database, Querier, Statement } from '../../db/client.js';
import { createTestClock } from '../../infra/clock.js';
import { insertNumber, uniquePhone } from '../../test/fixtures.js';
import { createTestApp, createTestDb } from '../../test/harness.js';
import { signInAs } from '../../test/sign-in.js';
import { refreshStaleCards } from './index.js';

/** The app's database, counting the statements and transactions the app runs on it. */
function counted(db: Database) {
  const seen = { statements: 0, transactions: 0 };
  const wrap = (q: Querier): Querier => ({
    query: <R>(stmt: Statement, params?: unknown[]) => {
      seen.statements++;
      return q.query<R>(stmt, params);
    },
  });
  const counting: Database = {
    ...db,
    query: wrap(db).query,
    writeBehind: wrap(db.writeBehind),
    transaction: (fn) => {
      seen.transactions++;
      return db.transaction((q) => fn(wrap(q)));
    },
  };
  return { counting, seen, reset: () => Object.assign(seen, { statements: 0, transactions: 0 }) };
}

let db: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let meter: ReturnType<typeof counted>;

/** A number of its own for each test (tests pass in any order): a saved name, two comments and a pinned one. */
const newNumber = () =>
  insertNumber(db, {
    e164: uniquePhone(),
    names: [{ first: 'Courier', last: null, count: 3 }],
    comments: [{ text: 'left a parcel', likes: 2 }, { text: 'asked for a code' }, { text: 'official answer', pinned: true }],
  });

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  meter = counted(db);
  app = await createTestApp(meter.counting);
});
afterAll(async () => {
  await app.close();
  await drop();
});

const lookup = async (number: string, token?: string) => {
  // Searches still waiting to be written (decision 043) are written before counting starts.
  await app.searches.flush();
  meter.reset();
  const res = await app.inject({
    method: 'GET',
    url: `/api/v202310/search/${number.slice(1)}`,
    headers: token ? { authorization: token } : {},
  });
  expect(res.statusCode).toBe(200);
  return { profile: res.json().data, ...meter.seen };
};

/** A signed-in write by the holder of `token`. */
const postAs = (token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: token }, payload });

describe('the lookup', () => {
  it('is one statement for a visitor', async () => {
    const { e164 } = await newNumber();
    const { profile, statements, transactions } = await lookup(e164);
    expect(profile.comments).toHaveLength(2);
    expect({ statements, transactions }).toEqual({ statements: 1, transactions: 0 });
  });

  it("reads a number's owner by a second statement, only for a number that has one", async () => {
    const owner = await signInAs(app);
    await insertNumber(db, { e164: owner.phone });
    await db.query({ name: 't_owner_name', text: "update accounts set first_name = 'Olga' where id = $1" }, [owner.profileId]);
    const { profile, statements } = await lookup(owner.phone);
    expect(profile.profile).toMatchObject({ id: owner.profileId, firstName: 'Olga', antispy_subscription: false });
    expect(statements).toBe(2);
  });

  it("knows a number's owner from the sign-in, whichever came first, and lets go of it when the account is deleted", async () => {
    const phone = uniquePhone();
    await insertNumber(db, { e164: phone });
    const first = await signInAs(app, phone);
    expect((await lookup(phone)).profile.profile.id).toBe(first.profileId);
    const deleted = await postAs(first.token, routes.accountDelete.path, { number: phone.slice(1), removeReviews: '0' });
    expect(deleted.statusCode).toBe(200);
    expect((await lookup(phone)).profile.profile.id).toBeNull();
    // The number is free at once: whoever signs in with it next is its owner.
    const next = await signInAs(app, phone);
    expect((await lookup(phone)).profile.profile.id).toBe(next.profileId);
  });

  it('is one statement and no transaction for a signed-in viewer, its searches written behind in one', async () => {
    const numbers = await Promise.all([newNumber(), newNumber(), newNumber()]);
    const viewer = await signInAs(app);
    // A session's first call reads its state, and the day's searches, once (then cached, decisions 025 and 043).
    expect((await lookup(numbers[0].e164, viewer.token)).statements).toBe(3);
    const { profile, statements, transactions } = await lookup(numbers[0].e164, viewer.token);
    expect(profile.common.leftRequests).toBe(29);
    expect({ statements, transactions }).toEqual({ statements: 1, transactions: 0 });
    // Two more searches: one statement each, and one more writes both to history.
    await app.searches.flush();
    meter.reset();
    for (const n of numbers.slice(1))
      await app.inject({ method: 'GET', url: `/api/v202310/search/${n.e164.slice(1)}`, headers: { authorization: viewer.token } });
    await app.searches.flush();
    expect(meter.seen).toEqual({ statements: 3, transactions: 0 });
    const history = await app.inject({ method: 'GET', url: routes.historyList.path, headers: { authorization: viewer.token } });
    expect(history.json().data.items.map((i: { number: string }) => i.number)).toEqual(numbers.map((n) => n.e164).reverse());
  });

  it('reads lookups that arrive together in one statement, each answered with its own number and viewer (decision 060)', async () => {
    const [a, b] = await Promise.all([newNumber(), newNumber()]);
    const nobody = uniquePhone();
    const [writer, reader] = await Promise.all([signInAs(app), signInAs(app)]);
    const mine = { phone: a.e164, text: 'written by the first viewer' };
    const added = await postAs(writer.token, routes.commentAdd.path, mine);
    expect(added.statusCode).toBe(200);
    // Each session's first call reads its state once (decisions 025 and 043): out of the way first.
    await Promise.all([lookup(b.e164, writer.token), lookup(b.e164, reader.token)]);
    await app.searches.flush();
    meter.reset();
    const ask = (number: string, token?: string) =>
      app.inject({ method: 'GET', url: `/api/v202310/search/${number.slice(1)}`, headers: token ? { authorization: token } : {} });
    const answers = await Promise.all([
      ask(a.e164),
      ask(b.e164),
      ask(nobody),
      ask(a.e164),
      ask(a.e164, writer.token),
      ask(a.e164, reader.token),
      ask(b.e164, writer.token),
    ]);
    const data = answers.map((r) => r.json().data);
    expect(data.map((d) => d.targetPhoneNumber)).toEqual([a.e164, b.e164, nobody, a.e164, a.e164, a.e164, b.e164]);
    expect(data.map((d) => d.metrics.commentsCount)).toEqual([4, 3, 0, 4, 4, 4, 3]);
    // Only the writer's own answer on their number holds their review.
    expect(data.map((d) => d.myComment?.text ?? null)).toEqual([null, null, null, null, mine.text, null, null]);
    // Seven lookups: the visitors' four in one statement, the viewers' three in another, and the
    // writer's own part on the number they wrote about in a third.
    expect(meter.seen).toEqual({ statements: 3, transactions: 0 });
  });

  it("reads the viewer's own part by a second statement, only for a number they wrote or reacted on", async () => {
    const fixture = await newNumber();
    const viewer = await signInAs(app);
    await lookup(fixture.e164, viewer.token);
    expect((await lookup(fixture.e164, viewer.token)).statements).toBe(1);
    const like = { comment_id: fixture.commentIds[1], like_type: 'LIKE', action_type: 'ADD' };
    await postAs(viewer.token, routes.commentLike.path, like);
    const { profile, statements } = await lookup(fixture.e164, viewer.token);
    expect(statements).toBe(2);
    expect(profile.comments.find((c: { id: number }) => c.id === fixture.commentIds[1])).toMatchObject({ hasLike: true });
  });

  it("shows the viewer's own part from the card's statement: reactions on listed and pinned comments, my comment, my note", async () => {
    const fixture = await newNumber();
    const viewer = await signInAs(app);
    const post = (url: string, payload: object) => postAs(viewer.token, url, payload);
    const [listed, , pinned] = fixture.commentIds as [number, number, number];
    for (const [id, like_type] of [
      [listed, 'LIKE'],
      [pinned, 'DISLIKE'],
    ] as const)
      expect((await post(routes.commentLike.path, { comment_id: id, like_type, action_type: 'ADD' })).statusCode).toBe(200);
    expect((await post(routes.commentAdd.path, { phone: fixture.e164, text: 'my own review' })).statusCode).toBe(200);
    expect((await post(routes.noticeAdd.path, { phone: fixture.e164, text: 'my private note' })).statusCode).toBe(200);
    const { profile } = await lookup(fixture.e164, viewer.token);
    const byId = new Map((profile.comments as { id: number; hasLike: boolean; hasDislike: boolean }[]).map((c) => [c.id, c]));
    expect(byId.get(listed)).toMatchObject({ hasLike: true, hasDislike: false });
    expect(profile.pinnedComment).toMatchObject({ id: pinned, hasLike: false, hasDislike: true });
    expect(profile.myComment).toMatchObject({ text: 'my own review', hasLike: false });
    expect(profile.notice).toMatchObject({ text: 'my private note' });
    // Another viewer sees none of it.
    const other = await signInAs(app);
    const theirs = (await lookup(fixture.e164, other.token)).profile;
    expect(theirs.pinnedComment).toMatchObject({ hasDislike: false });
    expect(theirs.myComment).toBeNull();
    expect(theirs.notice).toBeNull();
  });

  it("takes a deactivated author's name off the card at once, and shows it again when they come back", async () => {
    const fixture = await newNumber();
    const [author] = await db.query<{ phone: string }>(
      { name: 't_l_author', text: 'select a.phone from comments c join accounts a on a.id = c.author_id where c.id = $1' },
      [fixture.commentIds[0]],
    );
    const shownName = async () =>
      ((await lookup(fixture.e164)).profile.comments as { id: number; firstName: string | null }[]).find(
        (c) => c.id === fixture.commentIds[0],
      )?.firstName;
    expect(await shownName()).toBe('Test');
    const { token } = await signInAs(app, author!.phone);
    const deactivate = (payload: object) => postAs(token, routes.accountDeactivate.path, payload);
    expect((await deactivate({ number: author!.phone })).json().data.status).toBe('deactivated');
    expect(await shownName()).toBeNull();
    expect((await deactivate({ cancel: '1' })).json().data.status).toBe('active');
    expect(await shownName()).toBe('Test');
  });

  it('rebuilds the card of a number a write touched before the write commits', async () => {
    const { e164 } = await newNumber();
    const viewer = await signInAs(app);
    meter.reset();
    const add = await postAs(viewer.token, routes.commentAdd.path, { phone: e164, text: 'mine, fresh' });
    expect(add.statusCode).toBe(200);
    expect(meter.seen.transactions).toBeGreaterThan(0);
    const { profile } = await lookup(e164);
    expect(profile.metrics.commentsCount).toBe(4);
    expect(profile.comments.map((c: { text: string }) => c.text)).toContain('mine, fresh');
  });

  it('builds a card stored in the shape before decision 037 itself, with the viewer’s reactions, in one more statement', async () => {
    const fixture = await newNumber();
    const viewer = await signInAs(app);
    const pinned = fixture.commentIds[2]!;
    const like = { comment_id: pinned, like_type: 'LIKE', action_type: 'ADD' };
    const liked = await postAs(viewer.token, routes.commentLike.path, like);
    expect(liked.statusCode).toBe(200);
    await db.query(
      {
        name: 't_l_old_card',
        text: `update numbers set card = '{"contacts":[],"tags":[],"comments":[],"pinned":null}', card_until = '-infinity' where e164 = $1`,
      },
      [fixture.e164],
    );
    const visitor = await lookup(fixture.e164);
    expect(visitor.profile.comments).toHaveLength(2);
    expect(visitor.profile.contacts).toMatchObject([{ firstName: 'Courier', count: 3 }]);
    expect(visitor.statements).toBe(2);
    await lookup(fixture.e164, viewer.token); // the session's first call reads its state once
    const { profile } = await lookup(fixture.e164, viewer.token);
    expect(profile.pinnedComment).toMatchObject({ id: pinned, text: 'official answer', hasLike: true });
  });

  it("shows a hidden review's text again the moment its hide ends, though no write rebuilt the card", async () => {
    const clock = createTestClock(new Date());
    const timed = await createTestApp(db, {}, clock);
    try {
      const fixture = await insertNumber(db, {
        comments: [{ text: 'hidden for an hour', hiddenUntil: new Date(clock.now().getTime() + 3_600_000) }, { text: 'shown' }],
      });
      const texts = async () => {
        const res = await timed.inject({ method: 'GET', url: `/api/v202310/search/${fixture.e164.slice(1)}` });
        return (res.json().data.comments as { id: number; text: string; hiddenBy: string | null }[]).find(
          (c) => c.id === fixture.commentIds[0],
        );
      };
      expect(await texts()).toMatchObject({ text: '', hiddenBy: 'owner' });
      clock.advance(3_600_000 + 1_000);
      expect(await texts()).toMatchObject({ text: 'hidden for an hour', hiddenBy: null });
      // The stale-cards job gives the card back its single-row read, with the same answer.
      expect(await refreshStaleCards(db, clock)).toBeGreaterThanOrEqual(1);
      expect(await texts()).toMatchObject({ text: 'hidden for an hour', hiddenBy: null });
    } finally {
      await timed.close();
    }
  });
});
