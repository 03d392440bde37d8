import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import type { Database } from '../../db/client.js';
import { insertNumber } from '../../test/fixtures.js';
import { createTestApp, createTestDb } from '../../test/harness.js';
import { signInAs } from '../../test/sign-in.js';
import { moveNumCy } from '../wallet/index.js';
import { WRITES_PER_MINUTE } from '../../shared/write-limit.js';

let db: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let alice: { token: string; profileId: number };
let bob: { token: string; profileId: number };
let seeded: Awaited<ReturnType<typeof insertNumber>>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  app = await createTestApp(db);
  alice = await signInAs(app, '+79160001111');
  bob = await signInAs(app, '+79160002222');
  seeded = await insertNumber(db, { e164: '+905321234567', comments: [{ text: 'collector calls', likes: 2 }] });
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function post(path: string, who: { token: string } | null, payload: object) {
  const res = await app.inject({ method: 'POST', url: path, headers: who ? { authorization: who.token } : {}, payload });
  return { status: res.statusCode, body: res.json() };
}
const profile = async (phone: string, who?: { token: string }) =>
  (await app.inject({ method: 'GET', url: `/api/v202310/search/${phone}`, headers: who ? { authorization: who.token } : {} })).json().data;
const balanceOf = async (who: { profileId: number }) =>
  (await db.query<{ balance: number }>({ name: 't_bal', text: 'select balance from accounts where id = $1' }, [who.profileId]))[0]!.balance;
const grant = (who: { profileId: number }, amount: number) => db.transaction((q) => moveNumCy(q, { accountId: who.profileId, amount, reason: 'grant', reference: 'test', key: `test:${randomUUID()}`, at: new Date() }));

describe('my comment on a number', () => {
  it('needs sign-in', async () => {
    const r = await post(routes.commentAdd.path, null, { phone: '79161234567', text: 'hello' });
    expect(r.status).toBe(403);
  });

  it('adds, then updates the one comment a user has on a number', async () => {
    const first = await post(routes.commentAdd.path, alice, { phone: '+7 916 555-00-11', text: '<script>alert(1)</script> they call at night' });
    expect(first.status).toBe(200);
    let p = await profile('79165550011', alice);
    expect(p.metrics.commentsCount).toBe(1);
    expect(p.myComment).toMatchObject({ id: first.body.data.id, text: '<script>alert(1)</script> they call at night' });
    expect(p.comments[0].text).toBe('<script>alert(1)</script> they call at night');

    const again = await post(routes.commentAdd.path, alice, { phone: '79165550011', text: 'updated: a bank' });
    expect(again.body.data.id).toBe(first.body.data.id);
    p = await profile('79165550011', alice);
    expect(p.metrics.commentsCount).toBe(1);
    expect(p.myComment.text).toBe('updated: a bank');
    expect((await profile('79165550011')).myComment).toBeNull();
  });

  it('refuses empty and over-long text and changes nothing', async () => {
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const r = await post(routes.commentAdd.path, bob, { phone: '79165550011', text });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('TEXT_INVALID');
    }
    expect((await profile('79165550011')).metrics.commentsCount).toBe(1);
  });

  it("lets only the author edit, and refuses unknown ids", async () => {
    const mine = (await profile('79165550011', alice)).myComment.id;
    const r = await post(routes.commentEdit.path, bob, { comment_id: mine, text: 'hijacked' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('NOT_YOUR_COMMENT');
    expect((await post(routes.commentEdit.path, bob, { comment_id: 99999999, text: 'x' })).body.code).toBe('COMMENT_NOT_FOUND');
    expect((await profile('79165550011')).comments[0].text).toBe('updated: a bank');
  });

  it('deletes my comment and its count', async () => {
    await post(routes.commentAdd.path, bob, { phone: '79165550022', text: 'to be deleted' });
    expect((await profile('79165550022')).metrics.commentsCount).toBe(1);
    expect((await post(routes.commentDelete.path, bob, { phone: '79165550022' })).body.data).toEqual({ status: true });
    expect((await profile('79165550022')).metrics.commentsCount).toBe(0);
    expect((await post(routes.commentDelete.path, bob, { phone: '79165550022' })).body.code).toBe('COMMENT_NOT_FOUND');
  });
});

describe('thread replies', () => {
  it('adds a reply that raises the thread count, edits and deletes it by its author only', async () => {
    const root = seeded.commentIds[0]!;
    const r = await post(routes.threadAdd.path, alice, { reply_to: root, text: 'same here' });
    expect(r.status).toBe(200);
    let list = (await app.inject({ method: 'GET', url: `${routes.threadList.path}?comment_id=${root}&phone=905321234567` })).json().data;
    expect(list.total).toBe(1);
    expect(list.threads[0]).toMatchObject({ id: r.body.data.id, text: 'same here', profile_id: alice.profileId });
    expect((await profile('905321234567')).comments[0].thread_count).toBe(1);

    expect((await post(routes.threadEdit.path, bob, { thread_id: r.body.data.id, text: 'no' })).body.code).toBe('NOT_YOUR_COMMENT');
    expect((await post(routes.threadEdit.path, alice, { thread_id: r.body.data.id, text: 'same here, twice' })).status).toBe(200);
    expect((await post(routes.threadDelete.path, bob, { thread_id: r.body.data.id })).status).toBe(409);
    expect((await post(routes.threadDelete.path, alice, { thread_id: r.body.data.id })).body.data).toEqual({ status: true });
    list = (await app.inject({ method: 'GET', url: `${routes.threadList.path}?comment_id=${root}&phone=905321234567` })).json().data;
    expect(list).toEqual({ threads: [], total: 0 });
  });

  it('refuses a reply to a reply or to an unknown comment', async () => {
    const root = seeded.commentIds[0]!;
    const reply = (await post(routes.threadAdd.path, alice, { reply_to: root, text: 'first' })).body.data.id;
    expect((await post(routes.threadAdd.path, alice, { reply_to: reply, text: 'nested' })).body.code).toBe('COMMENT_NOT_FOUND');
    expect((await post(routes.threadAdd.path, alice, { reply_to: 99999999, text: 'x' })).status).toBe(404);
  });
});

describe('reactions', () => {
  const like = (who: { token: string }, like_type: string, action_type: string, comment_up_count?: number) =>
    post(routes.commentLike.path, who, { comment_id: seeded.commentIds[0], like_type, action_type, ...(comment_up_count === undefined ? {} : { comment_up_count }) });

  it('keeps one like or dislike per user, switching between them, idempotently', async () => {
    let r = await like(bob, 'LIKE', 'ADD');
    expect(r.body.data).toMatchObject({ likes: 3, dislikes: 0, hasLike: true, hasDislike: false });
    r = await like(bob, 'LIKE', 'ADD');
    expect(r.body.data).toMatchObject({ likes: 3, hasLike: true });
    r = await like(bob, 'DISLIKE', 'ADD');
    expect(r.body.data).toMatchObject({ likes: 2, dislikes: 1, hasLike: false, hasDislike: true });
    r = await like(bob, 'LIKE', 'REMOVE');
    expect(r.body.data).toMatchObject({ likes: 2, dislikes: 1 });
    r = await like(bob, 'DISLIKE', 'REMOVE');
    expect(r.body.data).toMatchObject({ likes: 2, dislikes: 0, hasLike: false, hasDislike: false });
    await like(bob, 'LIKE', 'ADD');
    const seen = (await profile('905321234567', bob)).comments[0];
    expect(seen).toMatchObject({ likes: 3, hasLike: true });
    expect((await profile('905321234567')).comments[0].hasLike).toBe(false);
  });

  it('refuses a boost without NumCy and moves nothing', async () => {
    const r = await like(alice, 'COMMENT_UP', 'ADD', 1);
    expect(r.status).toBe(402);
    expect(r.body.code).toBe('NOT_ENOUGH_BALANCE');
    expect((await profile('905321234567')).comments[0].commentUps).toBe(0);
  });

  it.each([0, -3, 1001])('refuses a boost of %i', async (n) => {
    expect((await like(alice, 'COMMENT_UP', 'ADD', n)).body.code).toBe('BOOST_INVALID');
  });

  it('spends NumCy through the ledger on a boost and lifts the comment', async () => {
    await grant(alice, 5);
    const r = await like(alice, 'COMMENT_UP', 'ADD', 2);
    expect(r.body.data).toMatchObject({ commentUps: 2, hasCommentUp: true, balance: 3 });
    const ledger = (await app.inject({ method: 'GET', url: routes.ledger.path, headers: { authorization: alice.token } })).json().data;
    expect(ledger.balance).toBe(3);
    expect(ledger.entries.map((e: { amount: number; reason: string; balanceAfter: number }) => [e.amount, e.reason, e.balanceAfter])).toEqual([[-2, 'comment_up', 3], [5, 'grant', 5]]);
  });

  it('lets exactly one of two racing boosts through when the balance covers one', async () => {
    await grant(alice, -(await balanceOf(alice)) + 1);
    const before = (await profile('905321234567')).comments[0].commentUps;
    const results = await Promise.all([like(alice, 'COMMENT_UP', 'ADD', 1), like(alice, 'COMMENT_UP', 'ADD', 1)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(await balanceOf(alice)).toBe(0);
    expect((await profile('905321234567')).comments[0].commentUps).toBe(before + 1);
  });
});

describe('write limits', () => {
  it('limits writes per account per minute', async () => {
    const carol = await signInAs(app, '+79160003333');
    const statuses: number[] = [];
    for (let i = 0; i <= WRITES_PER_MINUTE; i++) {
      statuses.push((await post(routes.commentAdd.path, carol, { phone: '79165550033', text: `edit ${i}` })).status);
    }
    expect(statuses.slice(0, WRITES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
