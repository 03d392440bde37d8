import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import type { Database, Querier, Statement } from '../../db/client.js';
import { insertNumber } from '../../test/fixtures.js';
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
let viewer: { token: string; profileId: number };
const NUMBER = '+79163334455';
let fixture: Awaited<ReturnType<typeof insertNumber>>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  meter = counted(db);
  app = await createTestApp(meter.counting);
  fixture = await insertNumber(db, {
    e164: NUMBER,
    names: [{ first: 'Courier', last: null, count: 3 }],
    comments: [{ text: 'left a parcel', likes: 2 }, { text: 'asked for a code' }, { text: 'official answer', pinned: true }],
  });
  viewer = await signInAs(app, '+79163334466');
});
afterAll(async () => {
  await app.close();
  await drop();
});

const lookup = async (token?: string) => {
  meter.reset();
  const res = await app.inject({
    method: 'GET',
    url: `/api/v202310/search/${NUMBER.slice(1)}`,
    headers: token ? { authorization: token } : {},
  });
  expect(res.statusCode).toBe(200);
  return { profile: res.json().data, ...meter.seen };
};

describe('the lookup', () => {
  it('is one statement for a visitor', async () => {
    const { profile, statements, transactions } = await lookup();
    expect(profile.comments).toHaveLength(2);
    expect({ statements, transactions }).toEqual({ statements: 1, transactions: 0 });
  });

  it('is four statements and no transaction for a signed-in viewer (admission, card, my comments, my notes)', async () => {
    const { profile, statements, transactions } = await lookup(viewer.token);
    expect(profile.common.leftRequests).toBeGreaterThan(0);
    expect({ statements, transactions }).toEqual({ statements: 4, transactions: 0 });
  });

  it("shows an author's new name on the card at once, without rebuilding it", async () => {
    const [author] = await db.query<{ author_id: number }>({ name: 't_l_author', text: 'select author_id from comments where id = $1' }, [
      fixture.commentIds[0],
    ]);
    await db.query({ name: 't_l_rename', text: `update accounts set first_name = 'Renamed', avatar = 'new.png' where id = $1` }, [
      author!.author_id,
    ]);
    const { profile } = await lookup();
    const shown = (profile.comments as { id: number; firstName: string; avatar: string }[]).find((c) => c.id === fixture.commentIds[0]);
    expect(shown).toMatchObject({ firstName: 'Renamed', avatar: 'new.png' });
    const page = await app.inject({ method: 'GET', url: `${routes.commentList.path}?phone=${NUMBER.slice(1)}` });
    expect(page.json().data.comments.find((c: { id: number }) => c.id === fixture.commentIds[0])).toMatchObject({ firstName: 'Renamed' });
  });

  it('rebuilds the card of a number a write touched before the write commits', async () => {
    const add = await app.inject({
      method: 'POST',
      url: routes.commentAdd.path,
      headers: { authorization: viewer.token },
      payload: { phone: NUMBER, text: 'mine, fresh' },
    });
    expect(add.statusCode).toBe(200);
    expect(meter.seen.transactions).toBeGreaterThan(0);
    const { profile } = await lookup();
    expect(profile.metrics.commentsCount).toBe(4);
    expect(profile.comments.map((c: { text: string }) => c.text)).toContain('mine, fresh');
  });
});
