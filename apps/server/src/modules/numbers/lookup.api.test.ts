import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import type { Database, Querier, Statement } from '../../db/client.js';
import { insertNumber, uniquePhone } from '../../test/fixtures.js';
import { createTestApp, createTestDb } from '../../test/harness.js';
import { signInAs } from '../../test/sign-in.js';

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
  meter.reset();
  const res = await app.inject({
    method: 'GET',
    url: `/api/v202310/search/${number.slice(1)}`,
    headers: token ? { authorization: token } : {},
  });
  expect(res.statusCode).toBe(200);
  return { profile: res.json().data, ...meter.seen };
};

describe('the lookup', () => {
  it('is one statement for a visitor', async () => {
    const { e164 } = await newNumber();
    const { profile, statements, transactions } = await lookup(e164);
    expect(profile.comments).toHaveLength(2);
    expect({ statements, transactions }).toEqual({ statements: 1, transactions: 0 });
  });

  it('is two statements in one round and no transaction for a signed-in viewer (admission with my subscriptions; card with my part)', async () => {
    const { e164 } = await newNumber();
    const viewer = await signInAs(app);
    // A session's first call reads its state once (then cached, docs/decisions/025).
    expect((await lookup(e164, viewer.token)).statements).toBe(3);
    const { profile, statements, transactions } = await lookup(e164, viewer.token);
    expect(profile.common.leftRequests).toBeGreaterThan(0);
    expect({ statements, transactions }).toEqual({ statements: 2, transactions: 0 });
  });

  it("shows the viewer's own part from the card's statement: reactions on listed and pinned comments, my comment, my note", async () => {
    const fixture = await newNumber();
    const viewer = await signInAs(app);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { authorization: viewer.token }, payload });
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

  it("shows an author's new name on the card at once, without rebuilding it", async () => {
    const fixture = await newNumber();
    const [author] = await db.query<{ author_id: number }>({ name: 't_l_author', text: 'select author_id from comments where id = $1' }, [
      fixture.commentIds[0],
    ]);
    await db.query({ name: 't_l_rename', text: `update accounts set first_name = 'Renamed', avatar = 'new.png' where id = $1` }, [
      author!.author_id,
    ]);
    const { profile } = await lookup(fixture.e164);
    const shown = (profile.comments as { id: number; firstName: string; avatar: string }[]).find((c) => c.id === fixture.commentIds[0]);
    expect(shown).toMatchObject({ firstName: 'Renamed', avatar: 'new.png' });
    const page = await app.inject({ method: 'GET', url: `${routes.commentList.path}?phone=${fixture.e164.slice(1)}` });
    expect(page.json().data.comments.find((c: { id: number }) => c.id === fixture.commentIds[0])).toMatchObject({ firstName: 'Renamed' });
  });

  it('rebuilds the card of a number a write touched before the write commits', async () => {
    const { e164 } = await newNumber();
    const viewer = await signInAs(app);
    meter.reset();
    const add = await app.inject({
      method: 'POST',
      url: routes.commentAdd.path,
      headers: { authorization: viewer.token },
      payload: { phone: e164, text: 'mine, fresh' },
    });
    expect(add.statusCode).toBe(200);
    expect(meter.seen.transactions).toBeGreaterThan(0);
    const { profile } = await lookup(e164);
    expect(profile.metrics.commentsCount).toBe(4);
    expect(profile.comments.map((c: { text: string }) => c.text)).toContain('mine, fresh');
  });
});
