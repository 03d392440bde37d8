import { describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import { balanceOf, digitsOf, insertNumber, setBalance, uniquePhone } from '../../test/fixtures.js';
import { createTestApp, useTestApp } from '../../test/harness.js';
import { signInAs } from '../../test/sign-in.js';
import { WRITES_PER_MINUTE } from '../../shared/write-limit.js';
import { createTestClock } from '../../infra/clock.js';
import { REPLIES_PER_THREAD_PER_DAY } from './comments.service.js';

const t = useTestApp();
type Who = { token: string; profileId: number };

async function post(path: string, who: { token: string } | null, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: path, headers: who ? { authorization: who.token } : {}, payload });
  return { status: res.statusCode, body: res.json() };
}
const profile = async (phone: string, who?: { token: string }) =>
  (await t.app.inject({ method: 'GET', url: `/api/v202310/search/${phone}`, headers: who ? { authorization: who.token } : {} })).json()
    .data;
/** A number with one comment of someone else, liked twice. */
const commentedNumber = () => insertNumber(t.db, { comments: [{ text: 'collector calls', likes: 2 }] });

describe('my comment on a number', () => {
  it('needs sign-in', async () => {
    const r = await post(routes.commentAdd.path, null, { phone: digitsOf(uniquePhone()), text: 'hello' });
    expect(r.status).toBe(403);
  });

  it('adds, then updates the one comment a user has on a number', async () => {
    const alice = await signInAs(t.app);
    const phone = digitsOf(uniquePhone());
    // Typed the way people write numbers: spaces, brackets, dashes.
    const typed = `+${phone.slice(0, 1)} ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
    const first = await post(routes.commentAdd.path, alice, { phone: typed, text: '<script>alert(1)</script> they call at night' });
    expect(first.status).toBe(200);
    let p = await profile(phone, alice);
    expect(p.metrics.commentsCount).toBe(1);
    expect(p.myComment).toMatchObject({ id: first.body.data.id, text: '<script>alert(1)</script> they call at night' });
    expect(p.comments[0].text).toBe('<script>alert(1)</script> they call at night');

    const again = await post(routes.commentAdd.path, alice, { phone, text: 'updated: a bank' });
    expect(again.body.data.id).toBe(first.body.data.id);
    p = await profile(phone, alice);
    expect(p.metrics.commentsCount).toBe(1);
    expect(p.myComment.text).toBe('updated: a bank');
    expect((await profile(phone)).myComment).toBeNull();
  });

  it("refuses the owner's review of their own number and stores nothing; the owner still replies", async () => {
    const phone = uniquePhone();
    const owner = await signInAs(t.app, phone);
    const { digits, commentIds } = await insertNumber(t.db, { e164: phone, comments: [{ text: 'they never pick up' }] });
    const r = await post(routes.commentAdd.path, owner, { phone: digits, text: 'My own number, please pick up' });
    expect([r.status, r.body.code]).toEqual([409, 'OWN_NUMBER_REVIEW']);
    const p = await profile(digits, owner);
    expect([p.metrics.commentsCount, p.myComment]).toEqual([1, null]);
    expect((await post(routes.threadAdd.path, owner, { reply_to: commentIds[0], text: 'This is my shop’s line' })).status).toBe(200);
  });

  it('refuses empty and over-long text and changes nothing', async () => {
    const bob = await signInAs(t.app);
    const { digits } = await commentedNumber();
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const r = await post(routes.commentAdd.path, bob, { phone: digits, text });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('TEXT_INVALID');
    }
    expect((await profile(digits)).metrics.commentsCount).toBe(1);
    expect((await profile(digits, bob)).myComment).toBeNull();
  });

  it('lets only the author edit, and refuses unknown ids', async () => {
    const [alice, bob] = [await signInAs(t.app), await signInAs(t.app)];
    const phone = digitsOf(uniquePhone());
    const mine = (await post(routes.commentAdd.path, alice, { phone, text: 'a bank' })).body.data.id;
    const r = await post(routes.commentEdit.path, bob, { comment_id: mine, text: 'hijacked' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('NOT_YOUR_COMMENT');
    expect((await post(routes.commentEdit.path, bob, { comment_id: 99999999, text: 'x' })).body.code).toBe('COMMENT_NOT_FOUND');
    expect((await profile(phone)).comments[0].text).toBe('a bank');
  });

  it('deletes my comment and its count', async () => {
    const bob = await signInAs(t.app);
    const phone = digitsOf(uniquePhone());
    await post(routes.commentAdd.path, bob, { phone, text: 'to be deleted' });
    expect((await profile(phone)).metrics.commentsCount).toBe(1);
    expect((await post(routes.commentDelete.path, bob, { phone })).body.data).toEqual({ status: true });
    expect((await profile(phone)).metrics.commentsCount).toBe(0);
    expect((await post(routes.commentDelete.path, bob, { phone })).body.code).toBe('COMMENT_NOT_FOUND');
  });
});

describe('thread replies', () => {
  it('adds a reply that raises the thread count, edits and deletes it by its author only', async () => {
    const [alice, bob] = [await signInAs(t.app), await signInAs(t.app)];
    const { digits, commentIds } = await commentedNumber();
    const root = commentIds[0]!;
    const thread = async () =>
      (await t.app.inject({ method: 'GET', url: `${routes.threadList.path}?comment_id=${root}&phone=${digits}` })).json().data;
    const r = await post(routes.threadAdd.path, alice, { reply_to: root, text: 'same here' });
    expect(r.status).toBe(200);
    let list = await thread();
    expect(list.total).toBe(1);
    expect(list.threads[0]).toMatchObject({ id: r.body.data.id, text: 'same here', profile_id: alice.profileId });
    expect((await profile(digits)).comments[0].thread_count).toBe(1);

    expect((await post(routes.threadEdit.path, bob, { thread_id: r.body.data.id, text: 'no' })).body.code).toBe('NOT_YOUR_COMMENT');
    expect((await post(routes.threadEdit.path, alice, { thread_id: r.body.data.id, text: 'same here, twice' })).status).toBe(200);
    expect((await post(routes.threadDelete.path, bob, { thread_id: r.body.data.id })).status).toBe(409);
    expect((await post(routes.threadDelete.path, alice, { thread_id: r.body.data.id })).body.data).toEqual({ status: true });
    list = await thread();
    expect(list).toEqual({ threads: [], total: 0 });
  });

  it('lifts a review in the interesting order by the people who reply, not by how often one of them does', async () => {
    const { digits, commentIds } = await insertNumber(t.db, {
      comments: [
        { text: 'liked review', likes: 3 },
        { text: 'quiet review', likes: 0 },
      ],
    });
    const order = async () => (await profile(digits)).comments.map((c: { text: string }) => c.text);
    const flooder = await signInAs(t.app);
    for (let i = 0; i < 10; i++)
      expect((await post(routes.threadAdd.path, flooder, { reply_to: commentIds[1], text: `reply ${i}` })).status).toBe(200);
    // Ten replies of one person count as one replier (2), under three likes; the thread still shows all ten.
    expect(await order()).toEqual(['liked review', 'quiet review']);
    expect((await profile(digits)).comments[1].thread_count).toBe(10);
    // Two more people replying make three repliers (6): the review rises.
    for (const who of [await signInAs(t.app), await signInAs(t.app)])
      await post(routes.threadAdd.path, who, { reply_to: commentIds[1], text: 'me too' });
    expect(await order()).toEqual(['quiet review', 'liked review']);
  });

  it(`takes ${REPLIES_PER_THREAD_PER_DAY} replies a day from one person under one review, then refuses with DAILY_CAP_REACHED`, async () => {
    const clock = createTestClock(new Date());
    const app = await createTestApp(t.db, { RATE_LIMIT_PER_MINUTE: 0 }, clock);
    try {
      const { commentIds } = await insertNumber(t.db, { comments: [{ text: 'a review' }, { text: 'another review' }] });
      const who = await signInAs(app, undefined, { clock });
      const reply = async (to: number) => {
        clock.advance(3_000); // within the per-minute write limit
        const res = await app.inject({
          method: 'POST',
          url: routes.threadAdd.path,
          headers: { authorization: who.token },
          payload: { reply_to: to, text: 'again' },
        });
        return { status: res.statusCode, code: res.json().code as string | undefined };
      };
      for (let i = 0; i < REPLIES_PER_THREAD_PER_DAY; i++) expect((await reply(commentIds[0]!)).status).toBe(200);
      expect(await reply(commentIds[0]!)).toEqual({ status: 429, code: 'DAILY_CAP_REACHED' });
      // Another review is another conversation; the next day the first one takes replies again.
      expect((await reply(commentIds[1]!)).status).toBe(200);
      clock.advance(86_400_000);
      expect((await reply(commentIds[0]!)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a reply to a reply or to an unknown comment', async () => {
    const alice = await signInAs(t.app);
    const { commentIds } = await commentedNumber();
    const reply = (await post(routes.threadAdd.path, alice, { reply_to: commentIds[0], text: 'first' })).body.data.id;
    expect((await post(routes.threadAdd.path, alice, { reply_to: reply, text: 'nested' })).body.code).toBe('COMMENT_NOT_FOUND');
    expect((await post(routes.threadAdd.path, alice, { reply_to: 99999999, text: 'x' })).status).toBe(404);
  });
});

describe('reactions', () => {
  /** A signed-in user in front of a comment that has 2 likes. */
  const setup = async () => {
    const [who, number] = await Promise.all([signInAs(t.app), commentedNumber()]);
    const like = (like_type: string, action_type: string, comment_up_count?: number) =>
      post(routes.commentLike.path, who, {
        comment_id: number.commentIds[0],
        like_type,
        action_type,
        ...(comment_up_count === undefined ? {} : { comment_up_count }),
      });
    return { who, number, like };
  };

  it('keeps one like or dislike per user, switching between them, idempotently', async () => {
    const { who: bob, number, like } = await setup();
    let r = await like('LIKE', 'ADD');
    expect(r.body.data).toMatchObject({ likes: 3, dislikes: 0, hasLike: true, hasDislike: false });
    r = await like('LIKE', 'ADD');
    expect(r.body.data).toMatchObject({ likes: 3, hasLike: true });
    r = await like('DISLIKE', 'ADD');
    expect(r.body.data).toMatchObject({ likes: 2, dislikes: 1, hasLike: false, hasDislike: true });
    r = await like('LIKE', 'REMOVE');
    expect(r.body.data).toMatchObject({ likes: 2, dislikes: 1 });
    r = await like('DISLIKE', 'REMOVE');
    expect(r.body.data).toMatchObject({ likes: 2, dislikes: 0, hasLike: false, hasDislike: false });
    await like('LIKE', 'ADD');
    const seen = (await profile(number.digits, bob)).comments[0];
    expect(seen).toMatchObject({ likes: 3, hasLike: true });
    expect((await profile(number.digits)).comments[0].hasLike).toBe(false);
  });

  it('refuses a like or dislike of my own review or reply and changes nothing; boosting my review stays', async () => {
    const me = await signInAs(t.app);
    const phone = digitsOf(uniquePhone());
    const review = (await post(routes.commentAdd.path, me, { phone, text: 'They call about a parcel I never sent' })).body.data.id;
    const other = await signInAs(t.app);
    const reply = (await post(routes.threadAdd.path, other, { reply_to: review, text: 'Same here' })).body.data.id;
    const myReply = (await post(routes.threadAdd.path, me, { reply_to: review, text: 'Thanks' })).body.data.id;
    for (const [id, like_type] of [
      [review, 'LIKE'],
      [review, 'DISLIKE'],
      [myReply, 'LIKE'],
    ] as const) {
      const r = await post(routes.commentLike.path, me, { comment_id: id, like_type, action_type: 'ADD' });
      expect(r).toMatchObject({ status: 409, body: { code: 'OWN_COMMENT_REACTION' } });
    }
    expect((await profile(phone)).comments[0]).toMatchObject({ likes: 0, dislikes: 0 });
    // Someone else's reply in my thread is mine to like.
    expect((await post(routes.commentLike.path, me, { comment_id: reply, like_type: 'LIKE', action_type: 'ADD' })).status).toBe(200);
    await setBalance(t.db, me.profileId, 1);
    const boosted = await post(routes.commentLike.path, me, {
      comment_id: review,
      like_type: 'COMMENT_UP',
      action_type: 'ADD',
      comment_up_count: 1,
    });
    expect(boosted.body.data).toMatchObject({ commentUps: 1, balance: 0 });
  });

  it('refuses a boost without NumCy and moves nothing', async () => {
    const { who, number, like } = await setup();
    const r = await like('COMMENT_UP', 'ADD', 1);
    expect(r.status).toBe(402);
    expect(r.body.code).toBe('NOT_ENOUGH_BALANCE');
    expect((await profile(number.digits)).comments[0].commentUps).toBe(0);
    expect(await balanceOf(t.db, who.profileId)).toBe(0);
  });

  it.each([0, -3, 1001])('refuses a boost of %i', async (n) => {
    const { like } = await setup();
    expect((await like('COMMENT_UP', 'ADD', n)).body.code).toBe('BOOST_INVALID');
  });

  it('spends NumCy through the ledger on a boost and lifts the comment', async () => {
    const { who: alice, like } = await setup();
    await setBalance(t.db, alice.profileId, 5);
    const r = await like('COMMENT_UP', 'ADD', 2);
    expect(r.body.data).toMatchObject({ commentUps: 2, hasCommentUp: true, balance: 3 });
    const ledger = (await t.app.inject({ method: 'GET', url: routes.ledger.path, headers: { authorization: alice.token } })).json().data;
    expect(ledger.balance).toBe(3);
    expect(
      ledger.entries.map((e: { amount: number; reason: string; balanceAfter: number }) => [e.amount, e.reason, e.balanceAfter]),
    ).toEqual([
      [-2, 'comment_up', 3],
      [5, 'grant', 5],
    ]);
  });

  it('lets exactly one of two racing boosts through when the balance covers one', async () => {
    const { who: alice, number, like } = await setup();
    await setBalance(t.db, alice.profileId, 1);
    const results = await Promise.all([like('COMMENT_UP', 'ADD', 1), like('COMMENT_UP', 'ADD', 1)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(await balanceOf(t.db, alice.profileId)).toBe(0);
    expect((await profile(number.digits)).comments[0].commentUps).toBe(1);
  });
});

describe('write limits', () => {
  it('limits writes per account per minute', async () => {
    const carol: Who = await signInAs(t.app);
    const phone = digitsOf(uniquePhone());
    const statuses: number[] = [];
    for (let i = 0; i <= WRITES_PER_MINUTE; i++) {
      statuses.push((await post(routes.commentAdd.path, carol, { phone, text: `edit ${i}` })).status);
    }
    expect(statuses.slice(0, WRITES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
