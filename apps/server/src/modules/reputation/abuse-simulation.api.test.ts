import { describe, expect, it, vi } from 'vitest';
import { REPUTATION, routes } from '@numscope/contract';
import { createTestClock } from '../../infra/clock.js';
import { digitsOf, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { runDueJobs } from '../../test/jobs.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';

/**
 * Scripted campaigns through the public API on a clock the test moves (issue 10, decision 030):
 * bursts of new accounts, one account doing everything, a slow campaign, honest reporters, decay,
 * the burst queue and the owner's voice. Each test makes its own people and numbers.
 */
// Each campaign signs in dozens of accounts through the API: minutes on a loaded CI machine. A test
// that timed out would keep moving the shared clock under the next one, so none may time out.
vi.setConfig({ testTimeout: 300_000 });

const MINUTE = 60_000;
const DAY = 86_400_000;
const clock = createTestClock('2026-01-05T09:00:00Z');
// The per-address request limit is not what this file tests: the observer reads the page often.
const t = useTestApp({ clock, config: { RATE_LIMIT_PER_MINUTE: 0 } });

let network = 0;
/** Someone unrelated to everyone else: an address range of their own, signed up an hour apart. */
async function person(phone = uniquePhone(), remoteAddress?: string): Promise<SignedIn> {
  clock.advance(61 * MINUTE);
  network += 1;
  return signInAs(t.app, phone, { clock, remoteAddress: remoteAddress ?? `172.${16 + (network >> 8)}.${network & 255}.9` });
}
async function people(n: number): Promise<SignedIn[]> {
  const list: SignedIn[] = [];
  for (let i = 0; i < n; i++) list.push(await person());
  return list;
}
/** People who signed up long enough ago to weigh fully, signed in again today. */
async function establishedPeople(n: number): Promise<SignedIn[]> {
  const list = await people(n);
  clock.advance((REPUTATION.establishedAgeDays + 10) * DAY);
  return Promise.all(list.map((p) => signInAs(t.app, p.phone, { clock })));
}

async function post(path: string, who: SignedIn, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: path, headers: { authorization: who.token }, payload });
  return { status: res.statusCode, body: res.json() };
}
async function lookup(e164: string, who?: SignedIn) {
  const res = await t.app.inject({
    method: 'GET',
    url: routes.search.path.replace(':phone', digitsOf(e164)),
    headers: who ? { authorization: who.token } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const index = async (e164: string): Promise<number> => (await lookup(e164)).metrics.index;
const unwanted = async (e164: string): Promise<boolean> => (await lookup(e164)).metrics.isUnwanted;

/** What a person who was called does: a review with a stance; a warning also ticks tags, names the caller and reports the name. */
async function review(who: SignedIn, e164: string, stance: 'negative' | 'positive') {
  const phone = digitsOf(e164);
  const text = stance === 'negative' ? 'Asked for my card number, pretended to be the bank' : 'The courier, polite and on time';
  const results = [await post(routes.commentAdd.path, who, { phone, text, stance })];
  if (stance === 'negative') {
    for (const code of ['scammer', 'fraud'])
      results.push(await post(routes.tagVote.path, who, { phone, group: 'callerType', code, action_type: 'ADD' }));
    results.push(await post(routes.suggestAdd.path, who, { phone, first_name: 'Bank', last_name: 'Security' }));
    const hash = (await lookup(e164)).contacts.find((c: { firstName: string }) => c.firstName === 'Bank')?.name_hash;
    if (hash) results.push(await post(routes.reportContact.path, who, { phone, name_hash: hash, report_text: 'Fraud' }));
  } else {
    results.push(await post(routes.tagVote.path, who, { phone, group: 'callerType', code: 'courier', action_type: 'ADD' }));
  }
  return results;
}
async function everyoneReviews(list: SignedIn[], e164: string, stance: 'negative' | 'positive', apart = 2 * 3_600_000) {
  const statuses: number[] = [];
  for (const who of list) {
    statuses.push(...(await review(who, e164, stance)).map((r) => r.status));
    clock.advance(apart);
  }
  return statuses;
}

/** A clean number thirty people who know it reviewed well, weeks ago. */
async function cleanNumber() {
  const e164 = uniquePhone();
  await everyoneReviews(await establishedPeople(30), e164, 'positive', 30 * MINUTE);
  clock.advance(20 * DAY);
  return e164;
}
/** A number fifteen victims reported as fraud. */
async function fraudNumber() {
  const e164 = uniquePhone();
  await everyoneReviews(await establishedPeople(15), e164, 'negative', 30 * MINUTE);
  clock.advance(20 * DAY);
  return e164;
}
async function signInModerator(): Promise<SignedIn> {
  const moderator = await person();
  await t.db.query({ name: 't_mod', text: `update accounts set role = 'moderator' where id = $1` }, [moderator.profileId]);
  return moderator;
}
const commentsOf = async (e164: string, order = 'oldest') =>
  (await t.app.inject({ method: 'GET', url: `${routes.commentList.path}?phone=${digitsOf(e164)}&order_by=${order}` })).json().data
    .comments as { id: number; text: string; likes: number; dislikes: number; ownerAnswer?: { text: string } }[];

describe('a burst of twenty new accounts', () => {
  it('moves a clean, reviewed number by less than a point and does not flag it; the rest are refused while it is under review', async () => {
    const e164 = await cleanNumber();
    const before = await index(e164);
    expect(before).toBeGreaterThan(8);
    const burst = await people(20);
    const statuses = await everyoneReviews(burst, e164, 'negative', 10 * MINUTE);
    const after = await lookup(e164);
    expect(Math.abs(after.metrics.index - before)).toBeLessThan(1);
    expect(after.metrics.isUnwanted).toBe(false);
    expect(after.reputation.underReview).toBe(true);
    // Writes to the number while the burst waits for a moderator are refused, with a stable code.
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(10);
    const refused = await post(routes.commentAdd.path, await person(), { phone: digitsOf(e164), text: 'Another one', stance: 'negative' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'NUMBER_UNDER_REVIEW' } });
    expect((await lookup(e164)).metrics.commentsCount).toBe(after.metrics.commentsCount);
  });

  it('lifts a reported fraud number by less than a point and leaves it flagged', async () => {
    const e164 = await fraudNumber();
    const before = await lookup(e164);
    expect(before.metrics.isUnwanted).toBe(true);
    await everyoneReviews(await people(20), e164, 'positive', 10 * MINUTE);
    const after = await lookup(e164);
    expect(after.metrics.index - before.metrics.index).toBeLessThan(1);
    expect(after.metrics.isUnwanted).toBe(true);
  });

  it('waits in the moderators’ queue: discarded, it never counts and the number takes writes again; released, it counts', async () => {
    const e164 = await cleanNumber();
    const moderator = await signInModerator();
    const before = await index(e164);
    await everyoneReviews(await people(4), e164, 'negative', 10 * MINUTE);
    const queue = await t.app.inject({ method: 'GET', url: routes.burstQueue.path, headers: { authorization: moderator.token } });
    const burst = queue.json().data.bursts.find((b: { phone: string }) => b.phone === e164);
    expect(burst).toMatchObject({ accounts: 3, stance: 'warning', reasons: expect.arrayContaining(['new']) });
    expect((await post(routes.burstDecide.path, await person(), { burst_id: burst.id, decision: 'discard' })).body.code).toBe(
      'MODERATOR_ONLY',
    );
    expect((await post(routes.burstDecide.path, moderator, { burst_id: burst.id, decision: 'discard' })).status).toBe(200);
    expect((await post(routes.burstDecide.path, moderator, { burst_id: burst.id, decision: 'discard' })).body.code).toBe('BURST_NOT_FOUND');
    const after = await lookup(e164);
    // Only the days that passed (decay) moved it, not the discarded burst.
    expect(Math.abs(after.metrics.index - before)).toBeLessThan(0.15);
    expect(after.reputation).toMatchObject({ underReview: false, warnings: 0 });
    const newcomer = await post(routes.commentAdd.path, await person(), { phone: digitsOf(e164), text: 'Fine', stance: 'positive' });
    expect(newcomer.status).toBe(200);

    const second = uniquePhone();
    await everyoneReviews(await people(3), second, 'negative', 10 * MINUTE);
    const held = await lookup(second);
    expect(held.metrics.index).toBe(5);
    const id = (await t.app.inject({ method: 'GET', url: routes.burstQueue.path, headers: { authorization: moderator.token } }))
      .json()
      .data.bursts.find((b: { phone: string }) => b.phone === second).id;
    await post(routes.burstDecide.path, moderator, { burst_id: id, decision: 'release' });
    const released = await lookup(second);
    expect(released.reputation.underReview).toBe(false);
    expect(released.metrics.index).toBeLessThan(5);
    expect(released.metrics.index).toBeGreaterThan(4);
  });
});

describe('one account', () => {
  it('moves any number by at most 0.3, whatever it does', async () => {
    const [me] = await establishedPeople(1);
    for (const e164 of [uniquePhone(), await cleanNumber(), await fraudNumber()]) {
      const before = await index(e164);
      const phone = digitsOf(e164);
      await post(routes.commentAdd.path, me!, { phone, text: 'Scam! Scam! Scam!', stance: 'negative' });
      for (const code of ['scammer', 'fraud', 'collector', 'robot', 'spam', 'telemarketer'])
        await post(routes.tagVote.path, me!, { phone, group: 'callerType', code, action_type: 'ADD' });
      await post(routes.suggestAdd.path, me!, { phone, first_name: 'Thief', last_name: '' });
      for (const c of (await lookup(e164)).contacts as { name_hash: string }[]) {
        await post(routes.contactLike.path, me!, { phone, name_hash: c.name_hash, like_type: 'DISLIKE', action_type: 'ADD' });
        await post(routes.reportContact.path, me!, { phone, name_hash: c.name_hash, report_text: 'Thieves' });
      }
      for (const c of await commentsOf(e164))
        await post(routes.commentLike.path, me!, { comment_id: c.id, like_type: 'DISLIKE', action_type: 'ADD' });
      const after = await index(e164);
      expect(Math.abs(after - before), `${before} → ${after}`).toBeLessThanOrEqual(0.3);
      clock.advance(DAY);
    }
  });

  it('cannot report a made-up name, nor the same name twice, and is stopped at the daily cap', async () => {
    const [me] = await establishedPeople(1);
    const e164 = uniquePhone();
    const phone = digitsOf(e164);
    await post(routes.suggestAdd.path, me!, { phone, first_name: 'Dentist', last_name: 'Clinic' });
    const hash = (await lookup(e164)).contacts[0].name_hash as string;
    const before = await lookup(e164);
    const madeUp = await post(routes.reportContact.path, me!, { phone, name_hash: 'f'.repeat(32), report_text: 'Scam' });
    expect(madeUp).toMatchObject({ status: 404, body: { code: 'CONTACT_NOT_FOUND' } });
    expect((await post(routes.reportContact.path, me!, { phone, name_hash: hash, report_text: 'Scam' })).status).toBe(200);
    const twice = await post(routes.reportContact.path, me!, { phone, name_hash: hash, report_text: 'Scam' });
    expect(twice).toMatchObject({ status: 409, body: { code: 'REPORT_DUPLICATE' } });
    const after = await lookup(e164);
    expect(after.metrics.bans).toBe(before.metrics.bans + 1);

    // The daily cap: reports on other numbers until it refuses, then nothing more is recorded.
    let capped: { status: number; body: { code?: string; message?: string } } | undefined;
    for (let i = 0; i < REPUTATION.dailyCaps.reports + 1 && !capped; i++) {
      const other = uniquePhone();
      await post(routes.suggestAdd.path, me!, { phone: digitsOf(other), first_name: 'Name', last_name: String(i) });
      const h = (await lookup(other)).contacts[0].name_hash as string;
      const r = await post(routes.reportContact.path, me!, { phone: digitsOf(other), name_hash: h, report_text: 'Scam' });
      if (r.status !== 200) {
        capped = r;
        expect((await lookup(other)).metrics.bans).toBe(0);
      }
    }
    expect(capped).toMatchObject({ status: 429, body: { code: 'DAILY_CAP_REACHED' } });
    expect(capped?.body.message).toBeTruthy();
  });
});

describe('tag votes', () => {
  it(`stop at ${REPUTATION.dailyCaps.tagVotes} a day per account with DAILY_CAP_REACHED, storing nothing, and work again the next day`, async () => {
    const [me] = await establishedPeople(1);
    // Early in a UTC day, so the whole count falls on one day.
    clock.set(new Date((Math.floor(clock.now().getTime() / DAY) + 1) * DAY + 30 * MINUTE));
    const codes = ['scammer', 'collector', 'robot', 'telemarketer', 'person'];
    const vote = (phone: string, code: string) => post(routes.tagVote.path, me!, { phone, group: 'callerType', code, action_type: 'ADD' });
    for (let i = 0; i < REPUTATION.dailyCaps.tagVotes / codes.length; i++) {
      // Within the per-minute write limit: the daily cap is what this is about.
      clock.advance(2 * MINUTE);
      const phone = digitsOf(uniquePhone());
      for (const code of codes) {
        const r = await vote(phone, code);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
    }
    const e164 = uniquePhone();
    const refused = await vote(digitsOf(e164), 'scammer');
    expect(refused).toMatchObject({ status: 429, body: { code: 'DAILY_CAP_REACHED' } });
    expect((await lookup(e164)).tagsTop.callerType).toEqual([]);
    clock.advance(DAY);
    expect((await vote(digitsOf(e164), 'scammer')).status).toBe(200);
  });
});

describe('a slow campaign of new accounts', () => {
  it('spread over two months, is capped at what new accounts may say together', async () => {
    const e164 = await cleanNumber();
    const before = await index(e164);
    // One new account every other day: never three in a day, so no burst; each is young when it writes.
    for (let i = 0; i < 30; i++) {
      const who = await person();
      await review(who, e164, 'negative');
      clock.advance(2 * DAY);
    }
    const after = await lookup(e164);
    expect(before - after.metrics.index).toBeLessThan(1);
    expect(after.metrics.isUnwanted).toBe(false);
    expect(after.reputation.newVoicesCapped).toBe(true);
  });
});

describe('honest reporters', () => {
  it('five independent established accounts flag a fresh scam number unwanted and the page says why', async () => {
    const e164 = uniquePhone();
    await everyoneReviews(await establishedPeople(5), e164, 'negative', 40 * MINUTE);
    const p = await lookup(e164);
    expect(p.metrics.isUnwanted).toBe(true);
    expect(p.metrics.index).toBeLessThanOrEqual(REPUTATION.unwantedMaxIndex);
    expect(p.reputation).toMatchObject({ voices: 5, held: 0, underReview: false, warnings: 5 });
    expect(p.reputation.topTags[0]).toMatchObject({ group: 'callerType', polarity: 'warning' });
  });

  it('a dislike brigade of new accounts cannot bury an honest review in the default order', async () => {
    const e164 = uniquePhone();
    const phone = digitsOf(e164);
    const [honest, liker1, liker2, other] = await establishedPeople(4);
    await post(routes.commentAdd.path, honest!, { phone, text: 'Debt collector, calls at 7 am', stance: 'negative' });
    await post(routes.commentAdd.path, other!, { phone, text: 'Called once, nothing said', stance: 'neutral' });
    const [target] = (await commentsOf(e164)).filter((c) => c.text.startsWith('Debt'));
    for (const who of [liker1!, liker2!])
      await post(routes.commentLike.path, who, { comment_id: target!.id, like_type: 'LIKE', action_type: 'ADD' });
    // Ten new accounts dislike it, one every other day (no burst).
    for (let i = 0; i < 10; i++) {
      await post(routes.commentLike.path, await person(), { comment_id: target!.id, like_type: 'DISLIKE', action_type: 'ADD' });
      clock.advance(2 * DAY);
    }
    const list = await commentsOf(e164, 'interesting');
    expect(list[0]).toMatchObject({ id: target!.id, likes: 2, dislikes: 10 });
  });
});

describe('time', () => {
  it('a number whose reports are all older than two half-lives is near neutral once the rescore job has run', async () => {
    const e164 = await fraudNumber();
    expect(await unwanted(e164)).toBe(true);
    clock.advance(2 * REPUTATION.halfLifeDays * DAY + DAY);
    const before = await index(e164);
    await runDueJobs(t.app, async () => (await index(e164)) !== before);
    const p = await lookup(e164);
    expect(p.metrics.isUnwanted).toBe(false);
    expect(Math.abs(p.metrics.index - 5)).toBeLessThan(1);
    expect(p.reputation.recentShare).toBe(0);
  });
});

describe("the owner's voice", () => {
  it('answers each review once, asks for a review of the reputation, and sees the outcome on the page', async () => {
    const e164 = await fraudNumber();
    const owner = await person(e164);
    const stranger = await person();
    const [first] = await commentsOf(e164);
    const answer = { comment_id: first!.id, text: 'This number was reassigned to me in March.' };
    expect((await post(routes.ownerAnswer.path, stranger, answer)).body.code).toBe('OWNER_ONLY');
    expect((await post(routes.ownerAnswer.path, owner, answer)).status).toBe(200);
    expect((await post(routes.ownerAnswer.path, owner, { ...answer, text: 'Again' })).body.code).toBe('OWNER_ANSWER_EXISTS');
    expect((await commentsOf(e164)).find((c) => c.id === first!.id)?.ownerAnswer?.text).toBe(answer.text);

    // The owner writes no review of their own number (decision 053): they speak through answers and requests.
    const before = await index(e164);
    const own = await post(routes.commentAdd.path, owner, { phone: digitsOf(e164), text: 'Trust me', stance: 'positive' });
    expect(own.body.code).toBe('OWN_NUMBER_REVIEW');
    expect(await index(e164)).toBe(before);

    const request = { phone: digitsOf(e164), reason: 'I got this number a month ago; the reports are about its previous owner.' };
    expect((await post(routes.reviewRequest.path, stranger, request)).body.code).toBe('OWNER_ONLY');
    const asked = await post(routes.reviewRequest.path, owner, request);
    expect(asked.body.data).toMatchObject({ status: 'pending', decidedAtTimestamp: null });
    expect(asked.body.data.reviewDeadlineTimestamp).toBeGreaterThan(asked.body.data.requestedAtTimestamp);
    expect((await post(routes.reviewRequest.path, owner, request)).body.code).toBe('REVIEW_REQUEST_PENDING');
    expect((await lookup(e164, owner)).reputation.ownerReview).toMatchObject({ status: 'pending' });

    const moderator = await signInModerator();
    const queue = (
      await t.app.inject({ method: 'GET', url: routes.reputationReviewQueue.path, headers: { authorization: moderator.token } })
    )
      .json()
      .data.reviews.find((r: { phone: string }) => r.phone === e164);
    expect(queue).toMatchObject({ reason: request.reason, status: 'pending' });
    await post(routes.reputationReviewDecide.path, moderator, { review_id: queue.id, decision: 'upheld', note: 'Reassigned number' });
    const p = await lookup(e164);
    expect(p.metrics.index).toBe(5);
    expect(p.metrics.isUnwanted).toBe(false);
    expect(p.reputation.resetTimestamp).not.toBeNull();
    expect(p.reputation.ownerReview).toMatchObject({ status: 'upheld', decisionNote: 'Reassigned number' });
  });
});
