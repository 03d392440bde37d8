import { describe, expect, it } from 'vitest';
import { LIMITS, routes } from '@numscope/contract';
import { balanceOf, digitsOf, insertNumber, setBalance, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import { nameHash } from '../../shared/name-hash.js';

const t = useTestApp();

async function call(method: 'GET' | 'POST', path: string, who: SignedIn, payload?: object) {
  const res = await t.app.inject({ method, url: path, headers: { authorization: who.token }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const commentList = async (digits: string) =>
  (await t.app.inject({ method: 'GET', url: `${routes.commentList.path}?phone=${digits}&order_by=oldest` })).json().data.comments as {
    id: number;
    text: string;
  }[];

/** A number people wrote three comments about, its owner signed in with that very number, and another user. */
async function ownedNumber() {
  const number = await insertNumber(t.db, { comments: [{ text: 'rude caller' }, { text: 'second' }, { text: 'third' }] });
  const [owner, writer] = [await signInAs(t.app, number.e164), await signInAs(t.app)];
  return { number, owner, writer };
}
async function signInModerator(): Promise<SignedIn> {
  const moderator = await signInAs(t.app);
  await t.db.query({ name: 't_mod', text: `update accounts set role = 'moderator' where id = $1` }, [moderator.profileId]);
  return moderator;
}

describe('hiding a comment on my own number', () => {
  it('refuses someone who does not own the number', async () => {
    const { number, writer } = await ownedNumber();
    await setBalance(t.db, writer.profileId, 50);
    const r = await call('POST', routes.commentHide.path, writer, { comment_id: number.commentIds[0] });
    expect(r).toMatchObject({ status: 409, body: { code: 'NOT_NUMBER_OWNER' } });
    expect(await balanceOf(t.db, writer.profileId)).toBe(50);
  });

  it('refuses the owner with a balance of 9 and moves nothing', async () => {
    const { number, owner } = await ownedNumber();
    await setBalance(t.db, owner.profileId, 9);
    const r = await call('POST', routes.commentHide.path, owner, { comment_id: number.commentIds[0] });
    expect(r).toMatchObject({ status: 402, body: { code: 'NOT_ENOUGH_BALANCE' } });
    expect(await balanceOf(t.db, owner.profileId)).toBe(9);
  });

  it('hides it for a month for 10 NumCy; others see it hidden until the end date', async () => {
    const { number, owner } = await ownedNumber();
    await setBalance(t.db, owner.profileId, 10);
    const r = await call('POST', routes.commentHide.path, owner, { comment_id: number.commentIds[0] });
    expect(r.status).toBe(200);
    expect(r.body.data.balance).toBe(0);
    const days = (r.body.data.endDateTimestamp - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const hidden = (await commentList(number.digits)).find((c) => c.id === number.commentIds[0]);
    expect(hidden).toMatchObject({ text: '', hiddenBy: 'owner', endDateTimestamp: r.body.data.endDateTimestamp });
    const ledger = (await call('GET', routes.ledger.path, owner)).body.data.entries;
    expect(ledger[0]).toMatchObject({ amount: -LIMITS.hideCommentPricePerMonth, reason: 'hide_comment', balanceAfter: 0 });
  });

  it('stays consistent when a hide races the deletion of the comment', async () => {
    const { number, owner } = await ownedNumber();
    await setBalance(t.db, owner.profileId, 10);
    const target = number.commentIds[1]!;
    // The author's deletion (as comment/delete runs it: a tombstone) racing the owner's hide.
    const [hide] = await Promise.all([
      call('POST', routes.commentHide.path, owner, { comment_id: target }),
      t.db.transaction((q) => q.query({ name: 't_del', text: 'update comments set deleted_at = now() where id = $1' }, [target])),
    ]);
    const exists =
      (await t.db.query({ name: 't_exists', text: 'select 1 from comments where id = $1 and deleted_at is null' }, [target])).length === 1;
    if (hide.status === 200) expect(await balanceOf(t.db, owner.profileId)).toBe(0);
    else {
      expect(hide.body.code).toBe('COMMENT_NOT_FOUND');
      expect(await balanceOf(t.db, owner.profileId)).toBe(10);
      expect(exists).toBe(false);
    }
    const entries = await t.db.query<{ n: number }>(
      { name: 't_led', text: `select count(*)::int as n from ledger_entries where account_id = $1 and reference = $2` },
      [owner.profileId, `comment:${target}:1m`],
    );
    expect(entries[0]!.n).toBe(hide.status === 200 ? 1 : 0);
  });
});

describe('reports', () => {
  it('accepts a comment report once per user and refuses the same report again', async () => {
    const { number, writer } = await ownedNumber();
    const target = number.commentIds[2];
    const r1 = await call('POST', routes.reportComment.path, writer, { comment_id: target, report_text: 'spam' });
    const r2 = await call('POST', routes.reportComment.path, writer, { comment_id: target, report_text: 'spam again' });
    expect(r1.body.data).toEqual({ status: 'accepted' });
    expect(r2).toMatchObject({ status: 409, body: { code: 'REPORT_DUPLICATE' } });
    const n = await t.db.query<{ n: number }>(
      { name: 't_rep', text: `select count(*)::int as n from reports where kind = 'comment' and comment_id = $1` },
      [target],
    );
    expect(n[0]!.n).toBe(1);
    expect((await call('POST', routes.reportComment.path, writer, { comment_id: 99999999, report_text: 'x' })).status).toBe(404);
  });

  it('counts a contact report once per user, only on a name saved on the number', async () => {
    const { owner, writer } = await ownedNumber();
    const reported = digitsOf(uniquePhone());
    const body = { phone: reported, first_name: 'Spam', last_name: '', report_text: 'robocalls', name_hash: nameHash('Spam', null) };
    // Nobody saved this name yet: there is nothing to report.
    expect(await call('POST', routes.reportContact.path, writer, body)).toMatchObject({ status: 404, body: { code: 'CONTACT_NOT_FOUND' } });
    await call('POST', routes.suggestAdd.path, owner, { phone: reported, first_name: 'Spam' });
    expect((await call('POST', routes.reportContact.path, writer, body)).body.data).toEqual({ status: 'accepted' });
    expect(await call('POST', routes.reportContact.path, writer, body)).toMatchObject({ status: 409, body: { code: 'REPORT_DUPLICATE' } });
    await call('POST', routes.reportContact.path, owner, body);
    const p = (await t.app.inject({ method: 'GET', url: `/api/v202310/search/${reported}` })).json().data;
    expect(p.metrics.bans).toBe(2);
    expect(
      (await call('POST', routes.reportProfileContact.path, writer, { ...body, phone: undefined, profile_id: 99999999 })).body.code,
    ).toBe('PROFILE_NOT_FOUND');
  });
});

describe('what I reported and follow on a number', () => {
  it('is listed for me only, so the page shows it after a reload', async () => {
    const { number, owner, writer } = await ownedNumber();
    const [first, second] = number.commentIds as [number, number];
    await call('POST', routes.suggestAdd.path, owner, { phone: number.digits, first_name: 'Spam' });
    const hash = nameHash('Spam', null);
    await call('POST', routes.reportComment.path, writer, { comment_id: first, report_text: 'spam' });
    await call('POST', routes.reportContact.path, writer, { phone: number.digits, report_text: 'robocalls', name_hash: hash });
    await call('POST', routes.commentSubscribe.path, writer, { comment_id: second });
    const mine = (who: SignedIn) => call('GET', `${routes.reportMine.path}?phone=${number.digits}`, who);
    expect((await mine(writer)).body.data).toEqual({ comments: [first], contacts: [hash], following: [second] });
    expect((await mine(owner)).body.data).toEqual({ comments: [], contacts: [], following: [] });
    await call('POST', routes.commentUnsubscribe.path, writer, { comment_id: second });
    expect((await mine(writer)).body.data.following).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${routes.reportMine.path}?phone=${number.digits}` })).statusCode).toBe(403);
  });
});

describe('comment subscriptions', () => {
  it('stores the status per comment', async () => {
    const { number, writer } = await ownedNumber();
    const target = number.commentIds[2];
    expect((await call('POST', routes.commentSubscribe.path, writer, { comment_id: target })).body.data).toEqual({
      status: 'active',
      comment_id: target,
    });
    expect((await call('POST', routes.commentUnsubscribe.path, writer, { comment_id: target })).body.data.status).toBe('canceled');
    expect((await call('POST', routes.commentSubscribe.path, writer, { comment_id: 99999999 })).body.code).toBe('COMMENT_NOT_FOUND');
  });
});

describe('complaints and moderation', () => {
  const complaint = {
    comment_id: 0,
    first_name: 'Ivan',
    last_name: 'Petrov',
    email: 'ivan@example.com',
    text: 'This is defamation about me.',
  };

  it('validates the form as spec §5 says', async () => {
    const { number, writer } = await ownedNumber();
    for (const bad of [{ text: 'short' }, { first_name: 'I' }, { email: 'not-an-email' }]) {
      const r = await call('POST', routes.complaintAdd.path, writer, { ...complaint, comment_id: number.commentIds[2], ...bad });
      expect(r.status).toBe(400);
    }
    expect((await call('GET', routes.complaintMine.path, writer)).body.data.complaints).toEqual([]);
  });

  it('files one waiting complaint per person and comment: filing it again updates the waiting one, twice at once too', async () => {
    const { number, writer } = await ownedNumber();
    const complainant = await signInAs(t.app);
    const body = { ...complaint, comment_id: number.commentIds[1] };
    const first = await call('POST', routes.complaintAdd.path, complainant, body);
    expect(first.status).toBe(200);
    const mine = async () => (await call('GET', routes.complaintMine.path, complainant)).body.data.complaints;
    const thirtyDays = (await mine())[0].reviewDeadlineTimestamp;
    // Filed again with a court decision: the same complaint, its new text, and the shorter deadline.
    const withCourt = { ...body, text: 'Now with the court decision attached.', court_decision_link: 'https://court.example/d/7' };
    const [again, atOnce] = await Promise.all([
      call('POST', routes.complaintAdd.path, complainant, withCourt),
      call('POST', routes.complaintAdd.path, complainant, withCourt),
    ]);
    expect([again.body.data.id, atOnce.body.data.id]).toEqual([first.body.data.id, first.body.data.id]);
    const list = await mine();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ text: 'Now with the court decision attached.' });
    expect(list[0].reviewDeadlineTimestamp).toBeLessThan(thirtyDays - 20 * 86_400);
    // Another person's complaint about the same comment is their own.
    const other = await call('POST', routes.complaintAdd.path, writer, body);
    expect(other.body.data.id).not.toBe(first.body.data.id);
  });

  it('queues a complaint with its deadline; a moderator upholds it and both sides see the outcome', async () => {
    const { number, owner, writer } = await ownedNumber();
    const moderator = await signInModerator();
    const filed = await call('POST', routes.complaintAdd.path, owner, {
      ...complaint,
      comment_id: number.commentIds[2],
      court_decision_link: 'https://court.example/decision/1',
    });
    expect(filed.status).toBe(200);
    expect((await call('GET', routes.moderationQueue.path, writer)).body.code).toBe('MODERATOR_ONLY');
    const queue = (await call('GET', routes.moderationQueue.path, moderator)).body.data.complaints;
    const item = queue.find((c: { id: number }) => c.id === filed.body.data.id);
    expect(item.status).toBe('pending');
    // Three working days: at most five calendar days (Wednesday to Monday), give or take the seconds the test takes.
    expect((item.reviewDeadlineTimestamp - Date.now() / 1000) / 86_400).toBeLessThanOrEqual(5.01);

    expect(
      (
        await call('POST', routes.moderationDecide.path, moderator, {
          complaint_id: item.id,
          decision: 'upheld',
          note: 'Court decision verified',
        })
      ).status,
    ).toBe(200);
    expect((await call('POST', routes.moderationDecide.path, moderator, { complaint_id: item.id, decision: 'rejected' })).body.code).toBe(
      'COMPLAINT_NOT_FOUND',
    );
    const mine = (await call('GET', routes.complaintMine.path, owner)).body.data.complaints;
    expect(mine[0]).toMatchObject({ status: 'upheld', role: 'complainant', decisionNote: 'Court decision verified' });
    expect((await commentList(number.digits)).find((c) => c.id === number.commentIds[2])).toMatchObject({
      text: '',
      hiddenBy: 'moderator',
    });
  });

  it('never shows hidden text to a complainant; its author and the number’s owner still see it (issue 11 item 8)', async () => {
    const { number, owner } = await ownedNumber();
    const complainant = await signInAs(t.app);
    await setBalance(t.db, owner.profileId, 10);
    const target = number.commentIds[0]!;
    expect((await call('POST', routes.commentHide.path, owner, { comment_id: target })).status).toBe(200);
    const filed = await call('POST', routes.complaintAdd.path, complainant, { ...complaint, comment_id: target });
    expect(filed.status).toBe(200);
    const theirs = (await call('GET', routes.complaintMine.path, complainant)).body.data.complaints;
    expect(theirs).toEqual([expect.objectContaining({ id: filed.body.data.id, commentText: '' })]);
    // The owner filing about a comment they hid sees its text.
    const own = await call('POST', routes.complaintAdd.path, owner, { ...complaint, comment_id: target });
    const ownList = (await call('GET', routes.complaintMine.path, owner)).body.data.complaints;
    expect(ownList.find((c: { id: number }) => c.id === own.body.data.id).commentText).toBe('rude caller');
  });

  it('accepts only an http(s) court decision link (issue 11 item 13)', async () => {
    const { number, writer } = await ownedNumber();
    for (const link of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'ftp://court.example/x']) {
      const r = await call('POST', routes.complaintAdd.path, writer, {
        ...complaint,
        comment_id: number.commentIds[1],
        court_decision_link: link,
      });
      expect(r.status, link).toBe(400);
    }
    expect((await call('GET', routes.complaintMine.path, writer)).body.data.complaints).toEqual([]);
    const ok = await call('POST', routes.complaintAdd.path, writer, {
      ...complaint,
      comment_id: number.commentIds[1],
      court_decision_link: 'http://court.example/decision/2',
    });
    expect(ok.status).toBe(200);
  });

  it('keeps the comment when the complaint is rejected, with 30 days to decide without a court decision', async () => {
    const writer = await signInAs(t.app);
    const moderator = await signInModerator();
    const c = await insertNumber(t.db, { comments: [{ text: 'honest review' }] });
    const filed = await call('POST', routes.complaintAdd.path, writer, { ...complaint, comment_id: c.commentIds[0] });
    const item = (await call('GET', routes.moderationQueue.path, moderator)).body.data.complaints.find(
      (k: { id: number }) => k.id === filed.body.data.id,
    );
    expect(Math.round((item.reviewDeadlineTimestamp - Date.now() / 1000) / 86_400)).toBe(30);
    await call('POST', routes.moderationDecide.path, moderator, { complaint_id: item.id, decision: 'rejected' });
    expect((await commentList(c.digits))[0]!.text).toBe('honest review');
  });
});
