import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, routes } from '@numscope/contract';
import type { Database } from '../../db/client.js';
import { insertNumber } from '../../test/fixtures.js';
import { createTestApp, createTestDb } from '../../test/harness.js';
import { signInAs } from '../../test/sign-in.js';
import { nameHash } from '../../shared/name-hash.js';
import { moveNumCy } from '../wallet/index.js';

let db: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
type Who = { token: string; profileId: number };
let owner: Who;
let writer: Who;
let moderator: Who;
let number: Awaited<ReturnType<typeof insertNumber>>;

// The owner signs in with the very number people wrote about.
const OWNED = '+79167770011';

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  app = await createTestApp(db);
  number = await insertNumber(db, { e164: OWNED, comments: [{ text: 'rude caller' }, { text: 'second' }, { text: 'third' }] });
  owner = await signInAs(app, OWNED);
  writer = await signInAs(app, '+79167770022');
  moderator = await signInAs(app, '+79167770033');
  await db.query({ name: 't_mod', text: `update accounts set role = 'moderator' where id = $1` }, [moderator.profileId]);
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function call(method: 'GET' | 'POST', path: string, who: Who, payload?: object) {
  const res = await app.inject({ method, url: path, headers: { authorization: who.token }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const balance = async (who: Who) => (await db.query<{ balance: number }>({ name: 't_b', text: 'select balance from accounts where id = $1' }, [who.profileId]))[0]!.balance;
const setBalance = async (who: Who, to: number) => {
  const now = await balance(who);
  if (now !== to) await db.transaction((q) => moveNumCy(q, { accountId: who.profileId, amount: to - now, reason: 'grant', reference: 'test', key: `test:${randomUUID()}`, at: new Date() }));
};

describe('hiding a comment on my own number', () => {
  it('refuses someone who does not own the number', async () => {
    await setBalance(writer, 50);
    const r = await call('POST', routes.commentHide.path, writer, { comment_id: number.commentIds[0] });
    expect(r).toMatchObject({ status: 409, body: { code: 'NOT_NUMBER_OWNER' } });
    expect(await balance(writer)).toBe(50);
  });

  it('refuses the owner with a balance of 9 and moves nothing', async () => {
    await setBalance(owner, 9);
    const r = await call('POST', routes.commentHide.path, owner, { comment_id: number.commentIds[0] });
    expect(r).toMatchObject({ status: 402, body: { code: 'NOT_ENOUGH_BALANCE' } });
    expect(await balance(owner)).toBe(9);
  });

  it('hides it for a month for 10 NumCy; others see it hidden until the end date', async () => {
    await setBalance(owner, 10);
    const r = await call('POST', routes.commentHide.path, owner, { comment_id: number.commentIds[0] });
    expect(r.status).toBe(200);
    expect(r.body.data.balance).toBe(0);
    const days = (r.body.data.endDateTimestamp - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const list = (await app.inject({ method: 'GET', url: `${routes.commentList.path}?phone=${OWNED.slice(1)}&order_by=oldest` })).json().data.comments;
    const hidden = list.find((c: { id: number }) => c.id === number.commentIds[0]);
    expect(hidden).toMatchObject({ text: '', hiddenBy: 'owner', endDateTimestamp: r.body.data.endDateTimestamp });
    const ledger = (await call('GET', routes.ledger.path, owner)).body.data.entries;
    expect(ledger[0]).toMatchObject({ amount: -LIMITS.hideCommentPricePerMonth, reason: 'hide_comment', balanceAfter: 0 });
  });

  it('stays consistent when a hide races the deletion of the comment', async () => {
    await setBalance(owner, 10);
    const target = number.commentIds[1]!;
    // The author's deletion (as comment/delete runs it) racing the owner's hide.
    const [hide] = await Promise.all([
      call('POST', routes.commentHide.path, owner, { comment_id: target }),
      db.transaction((q) => q.query({ name: 't_del', text: 'delete from comments where id = $1' }, [target])),
    ]);
    const exists = (await db.query({ name: 't_exists', text: 'select 1 from comments where id = $1' }, [target])).length === 1;
    if (hide.status === 200) expect(await balance(owner)).toBe(0);
    else {
      expect(hide.body.code).toBe('COMMENT_NOT_FOUND');
      expect(await balance(owner)).toBe(10);
      expect(exists).toBe(false);
    }
    const entries = await db.query<{ n: number }>({ name: 't_led', text: `select count(*)::int as n from ledger_entries where account_id = $1 and reference = $2` }, [owner.profileId, `comment:${target}:1m`]);
    expect(entries[0]!.n).toBe(hide.status === 200 ? 1 : 0);
  });
});

describe('reports', () => {
  it('accepts a comment report once per user (idempotent)', async () => {
    const r1 = await call('POST', routes.reportComment.path, writer, { comment_id: number.commentIds[2], report_text: 'spam' });
    const r2 = await call('POST', routes.reportComment.path, writer, { comment_id: number.commentIds[2], report_text: 'spam again' });
    expect(r1.body.data).toEqual({ status: 'accepted' });
    expect(r2.body.data).toEqual({ status: 'accepted' });
    const n = await db.query<{ n: number }>({ name: 't_rep', text: `select count(*)::int as n from reports where kind = 'comment'` });
    expect(n[0]!.n).toBe(1);
    expect((await call('POST', routes.reportComment.path, writer, { comment_id: 99999999, report_text: 'x' })).status).toBe(404);
  });

  it('counts a contact report once per user as a complaint on the number', async () => {
    const body = { phone: '79167770099', first_name: 'Spam', last_name: '', report_text: 'robocalls', name_hash: nameHash('Spam', null) };
    await call('POST', routes.reportContact.path, writer, body);
    await call('POST', routes.reportContact.path, writer, body);
    await call('POST', routes.reportContact.path, owner, body);
    const p = (await app.inject({ method: 'GET', url: '/api/v202310/search/79167770099' })).json().data;
    expect(p.metrics.bans).toBe(2);
    const byProfile = await call('POST', routes.reportProfileContact.path, writer, { ...body, phone: undefined, profile_id: owner.profileId });
    expect(byProfile.body.data).toEqual({ status: 'accepted' });
    expect((await call('POST', routes.reportProfileContact.path, writer, { ...body, phone: undefined, profile_id: 99999999 })).body.code).toBe('PROFILE_NOT_FOUND');
  });
});

describe('comment subscriptions', () => {
  it('stores the status per comment', async () => {
    expect((await call('POST', routes.commentSubscribe.path, writer, { comment_id: number.commentIds[2] })).body.data).toEqual({ status: 'active', comment_id: number.commentIds[2] });
    expect((await call('POST', routes.commentUnsubscribe.path, writer, { comment_id: number.commentIds[2] })).body.data.status).toBe('canceled');
    expect((await call('POST', routes.commentSubscribe.path, writer, { comment_id: 99999999 })).body.code).toBe('COMMENT_NOT_FOUND');
  });
});

describe('complaints and moderation', () => {
  const complaint = { comment_id: 0, first_name: 'Ivan', last_name: 'Petrov', email: 'ivan@example.com', text: 'This is defamation about me.' };

  it('validates the form as spec §5 says', async () => {
    for (const bad of [{ text: 'short' }, { first_name: 'I' }, { email: 'not-an-email' }]) {
      const r = await call('POST', routes.complaintAdd.path, writer, { ...complaint, comment_id: number.commentIds[2], ...bad });
      expect(r.status).toBe(400);
    }
  });

  it('queues a complaint with its deadline; a moderator upholds it and both sides see the outcome', async () => {
    const filed = await call('POST', routes.complaintAdd.path, owner, { ...complaint, comment_id: number.commentIds[2], court_decision_link: 'https://court.example/decision/1' });
    expect(filed.status).toBe(200);
    expect((await call('GET', routes.moderationQueue.path, writer)).body.code).toBe('MODERATOR_ONLY');
    const queue = (await call('GET', routes.moderationQueue.path, moderator)).body.data.complaints;
    const item = queue.find((c: { id: number }) => c.id === filed.body.data.id);
    expect(item.status).toBe('pending');
    expect((item.reviewDeadlineTimestamp - Date.now() / 1000) / 86_400).toBeLessThanOrEqual(5);

    expect((await call('POST', routes.moderationDecide.path, moderator, { complaint_id: item.id, decision: 'upheld', note: 'Court decision verified' })).status).toBe(200);
    expect((await call('POST', routes.moderationDecide.path, moderator, { complaint_id: item.id, decision: 'rejected' })).body.code).toBe('COMPLAINT_NOT_FOUND');
    const mine = (await call('GET', routes.complaintMine.path, owner)).body.data.complaints;
    expect(mine[0]).toMatchObject({ status: 'upheld', role: 'complainant', decisionNote: 'Court decision verified' });
    const list = (await app.inject({ method: 'GET', url: `${routes.commentList.path}?phone=${OWNED.slice(1)}&order_by=oldest` })).json().data.comments;
    expect(list.find((c: { id: number }) => c.id === number.commentIds[2])).toMatchObject({ text: '', hiddenBy: 'moderator' });
  });

  it('keeps the comment when the complaint is rejected, with 30 days to decide without a court decision', async () => {
    const c = await insertNumber(db, { e164: '+79167770044', comments: [{ text: 'honest review' }] });
    const filed = await call('POST', routes.complaintAdd.path, writer, { ...complaint, comment_id: c.commentIds[0] });
    const item = (await call('GET', routes.moderationQueue.path, moderator)).body.data.complaints.find((k: { id: number }) => k.id === filed.body.data.id);
    expect(Math.round((item.reviewDeadlineTimestamp - Date.now() / 1000) / 86_400)).toBe(30);
    await call('POST', routes.moderationDecide.path, moderator, { complaint_id: item.id, decision: 'rejected' });
    const list = (await app.inject({ method: 'GET', url: `${routes.commentList.path}?phone=79167770044` })).json().data.comments;
    expect(list[0].text).toBe('honest review');
  });
});

describe('search history and daily limits', () => {
  it('records searches, counts down free ones per distinct number, then asks for a paid search', async () => {
    const searcher = await signInAs(app, '+79167770055');
    const search = (n: string, paid = '0') => app.inject({ method: 'GET', url: `/api/v202310/search/${n}?paidSearch=${paid}`, headers: { authorization: searcher.token } }).then((r) => r.json());
    let last = await search('79167771000');
    expect(last.data.common.leftRequests).toBe(LIMITS.defaultFreeRequests - 1);
    // Looking at the same number again the same day is the same search: nothing is counted.
    expect((await search('79167771000')).data.common.leftRequests).toBe(LIMITS.defaultFreeRequests - 1);
    for (let i = 1; i < LIMITS.defaultFreeRequests - 1; i++) last = await search(`7916777${String(1000 + i)}`);
    last = await search('79167770044');
    expect(last.data.common.leftRequests).toBe(0);
    expect(last.data.comments.length).toBeGreaterThan(0);

    const withheld = await search(OWNED.slice(1));
    expect(withheld.data.paidAlert).toEqual({ show: true, paidSearchPrice: 1 });
    expect(withheld.data.comments).toEqual([]);

    const unpaid = await search(OWNED.slice(1), '1');
    expect(unpaid.code).toBe('NOT_ENOUGH_BALANCE');
    await setBalance(searcher, 1);
    const paid = await search(OWNED.slice(1), '1');
    expect(paid.data.common).toMatchObject({ isPaidRequest: true, balance: 0 });
    expect(paid.data.comments.length).toBeGreaterThan(0);
    // Paid once today, seen again for free.
    expect((await search(OWNED.slice(1))).data.comments.length).toBeGreaterThan(0);

    const history = (await call('GET', `${routes.historyList.path}?limit=100`, searcher)).body.data.items;
    expect(history).toHaveLength(LIMITS.defaultFreeRequests + 1);
    expect(history[0]).toMatchObject({ number: OWNED, paid: true });
    expect((await call('POST', routes.historyDelete.path, searcher, { id: history[0].id })).body.data).toEqual({ status: true });
    expect((await call('POST', routes.historyDelete.path, searcher, { id: history[0].id })).body.code).toBe('HISTORY_ITEM_NOT_FOUND');
    await call('POST', routes.historyClear.path, searcher);
    expect((await call('GET', routes.historyList.path, searcher)).body.data.items).toEqual([]);
    // Clearing the history does not give free searches back.
    expect((await call('GET', routes.overlimit.path, searcher)).body.data).toMatchObject({ leftRequests: 0, searchDailyLimit: 30, overlimitSearch: false });
  });

  it('pays automatically past the limit when the user turned that on', async () => {
    const heavy = await signInAs(app, '+79167770066');
    await db.query({ name: 't_fill', text: `insert into search_history (account_id, e164) select $1, '+79167770011' from generate_series(1, 30)` }, [heavy.profileId]);
    await setBalance(heavy, 2);
    expect((await call('POST', routes.overlimitEnable.path, heavy)).body.data.overlimitSearch).toBe(true);
    const r = (await app.inject({ method: 'GET', url: '/api/v202310/search/79167770044', headers: { authorization: heavy.token } })).json();
    expect(r.data.common).toMatchObject({ isPaidRequest: true, balance: 1 });
    expect((await call('POST', routes.overlimitDisable.path, heavy)).body.data.overlimitSearch).toBe(false);
    const main = (await call('GET', routes.mainLoad.path, heavy)).body.data;
    expect(main).toMatchObject({ searchDailyLimit: 30, leftRequests: 0, overlimitSearch: false, accessToNeuroOwl: false });
    expect(main.featuredNumbers.length).toBeGreaterThan(0);
  });
});
