import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, routes } from '@numscope/contract';
import { systemClock } from '../infra/clock.js';
import { idempotencyCleanupJob } from '../infra/idempotency/idempotency.js';
import { balanceOf, digitsOf, insertNumber, setBalance, uniquePhone } from '../test/fixtures.js';
import { useTestApp } from '../test/harness.js';
import { signInAs, type SignedIn } from '../test/sign-in.js';

// Issue 11 item 10: a retried write charges once and creates one record (Stripe's semantics).
const t = useTestApp();
let n = 0;
const newKey = () => `test-key-${Date.now()}-${n++}`;

async function post(url: string, who: SignedIn, payload: object, key?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: who.token, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
    payload,
  });
  return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] === 'true' };
}
const count = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>({ name: `t_count_${sql.length}`, text: `select count(*)::int as n from ${sql}` }, params))[0]!.n;

describe('Idempotency-Key on writes', () => {
  it('charges a boost retried three times once and answers the same each time', async () => {
    const who = await signInAs(t.app);
    await setBalance(t.db, who.profileId, 100);
    const { commentIds } = await insertNumber(t.db, { comments: [{ text: 'collector' }] });
    const key = newKey();
    const body = { comment_id: commentIds[0], like_type: 'COMMENT_UP', action_type: 'ADD', comment_up_count: 5 };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(routes.commentLike.path, who, body, key));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.replayed)).toEqual([false, true, true]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.data).toMatchObject({ commentUps: 5, balance: 95 });
    expect(await balanceOf(t.db, who.profileId)).toBe(95);
    expect(await count(`ledger_entries where account_id = $1 and reason = 'comment_up'`, [who.profileId])).toBe(1);
    // A new user action (a new key) is a new boost.
    expect((await post(routes.commentLike.path, who, body, newKey())).body.data).toMatchObject({ commentUps: 10, balance: 90 });
  });

  it('hides once for a hide retried three times (10 NumCy, not 30)', async () => {
    const e164 = uniquePhone();
    const { commentIds } = await insertNumber(t.db, { e164, comments: [{ text: 'rude' }] });
    const owner = await signInAs(t.app, e164);
    await setBalance(t.db, owner.profileId, 30);
    const key = newKey();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(routes.commentHide.path, owner, { comment_id: commentIds[0] }, key));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await balanceOf(t.db, owner.profileId)).toBe(20);
  });

  it('makes one reply and files one complaint for requests sent three times', async () => {
    const who = await signInAs(t.app);
    const { commentIds } = await insertNumber(t.db, { comments: [{ text: 'rude' }] });
    const [replyKey, complaintKey] = [newKey(), newKey()];
    const complaint = { comment_id: commentIds[0], first_name: 'Ivan', email: 'ivan@example.com', text: 'This is defamation.' };
    const replies = [];
    const complaints = [];
    for (let i = 0; i < 3; i++) {
      replies.push(await post(routes.threadAdd.path, who, { reply_to: commentIds[0], text: 'same here' }, replyKey));
      complaints.push(await post(routes.complaintAdd.path, who, complaint, complaintKey));
    }
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    expect(new Set(complaints.map((r) => r.body.data.id)).size).toBe(1);
    expect(await count('comments where parent_id = $1', [commentIds[0]])).toBe(1);
    expect(await count('complaints where comment_id = $1', [commentIds[0]])).toBe(1);
  });

  it('lets concurrent duplicates execute once', async () => {
    const who = await signInAs(t.app);
    await setBalance(t.db, who.profileId, 100);
    const { commentIds } = await insertNumber(t.db, { comments: [{ text: 'collector' }] });
    const key = newKey();
    const body = { comment_id: commentIds[0], like_type: 'COMMENT_UP', action_type: 'ADD', comment_up_count: 7 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(routes.commentLike.path, who, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await balanceOf(t.db, who.profileId)).toBe(93);
  });

  it('refuses the same key with a different body (409, stable code) and changes nothing', async () => {
    const who = await signInAs(t.app);
    const phone = digitsOf(uniquePhone());
    const key = newKey();
    expect((await post(routes.commentAdd.path, who, { phone, text: 'first' }, key)).status).toBe(200);
    const other = await post(routes.commentAdd.path, who, { phone, text: 'second' }, key);
    expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_MISMATCH' } });
    expect(await count('comments c join numbers n on n.id = c.number_id where n.e164 = $1 and c.text = $2', [`+${phone}`, 'second'])).toBe(
      0,
    );
    // Field order does not make a different body.
    expect((await post(routes.commentAdd.path, who, { text: 'first', phone }, key)).replayed).toBe(true);
  });

  it('scopes a key to one account and one route, and refuses malformed keys', async () => {
    const [a, b] = [await signInAs(t.app), await signInAs(t.app)];
    const phone = digitsOf(uniquePhone());
    const key = newKey();
    const first = await post(routes.commentAdd.path, a, { phone, text: 'mine' }, key);
    const second = await post(routes.commentAdd.path, b, { phone, text: 'mine' }, key);
    expect(second.replayed).toBe(false);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    const bad = await post(routes.commentAdd.path, a, { phone, text: 'x' }, 'a key with spaces');
    expect(bad).toMatchObject({ status: 400, body: { code: 'IDEMPOTENCY_KEY_INVALID' } });
    expect((await post(routes.commentAdd.path, a, { phone, text: 'x' }, 'k'.repeat(256))).body.code).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('does not keep a refusal: after a top-up the same key executes', async () => {
    const who = await signInAs(t.app);
    await setBalance(t.db, who.profileId, 2);
    const { commentIds } = await insertNumber(t.db, { comments: [{ text: 'collector' }] });
    const key = newKey();
    const body = { comment_id: commentIds[0], like_type: 'COMMENT_UP', action_type: 'ADD', comment_up_count: 5 };
    expect((await post(routes.commentLike.path, who, body, key)).body.code).toBe('NOT_ENOUGH_BALANCE');
    await setBalance(t.db, who.profileId, 5);
    expect((await post(routes.commentLike.path, who, body, key)).body.data.balance).toBe(0);
  });

  it('replays for 24 hours, then the key is free again and the purge job removes it', async () => {
    const who = await signInAs(t.app);
    const { commentIds } = await insertNumber(t.db, { comments: [{ text: 'collector' }] });
    const key = newKey();
    // A like: repeating it afresh is allowed (a report repeated afresh is refused as a duplicate).
    const body = { comment_id: commentIds[0], like_type: 'LIKE', action_type: 'ADD' };
    // Time passes for the stored answer only, so the test does not depend on token lifetimes.
    const age = (hours: number) =>
      t.db.query(
        {
          name: 't_age_key',
          text: `update idempotency_keys set created_at = created_at - make_interval(hours => $2),
            expires_at = expires_at - make_interval(hours => $2) where key = $1`,
        },
        [key, hours],
      );
    expect((await post(routes.commentLike.path, who, body, key)).replayed).toBe(false);
    const [row] = await t.db.query<{ hours: number }>(
      {
        name: 't_key_ttl',
        text: 'select extract(epoch from expires_at - created_at)::int / 3600 as hours from idempotency_keys where key = $1',
      },
      [key],
    );
    expect(row!.hours).toBe(24);
    await age(23);
    expect((await post(routes.commentLike.path, who, body, key)).replayed).toBe(true);
    await age(2);
    expect((await post(routes.commentLike.path, who, body, key)).replayed).toBe(false);
    await age(25);
    expect(await count('idempotency_keys where key = $1', [key])).toBe(1);
    await idempotencyCleanupJob({ db: t.db, clock: systemClock }).handler({}, { attempt: 1, jobId: 'test' });
    expect(await count('idempotency_keys where key = $1', [key])).toBe(0);
  });
});
