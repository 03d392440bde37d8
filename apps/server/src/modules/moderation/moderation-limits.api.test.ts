import { describe, expect, it } from 'vitest';
import { REPUTATION, routes } from '@numscope/contract';
import { WRITES_PER_MINUTE } from '../../shared/write-limit.js';
import { insertNumber } from '../../test/fixtures.js';
import { createTestClock } from '../../infra/clock.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import { COMPLAINTS_PER_10_MINUTES } from './moderation.service.js';

/** Per-account limits on complaints and reports (issue 11 item 14): one account cannot flood moderators. */
const clock = createTestClock();
const t = useTestApp({ clock });

const post = async (path: string, who: SignedIn, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: path, headers: { authorization: who.token }, payload });
  return { status: res.statusCode, code: res.json().code as string | undefined };
};

describe('limits per account', () => {
  it(`takes ${COMPLAINTS_PER_10_MINUTES} complaints in ten minutes, then refuses with WRITE_RATE_LIMITED`, async () => {
    const number = await insertNumber(t.db, {
      comments: Array.from({ length: COMPLAINTS_PER_10_MINUTES + 1 }, (_, i) => ({ text: `c${i}` })),
    });
    const who = await signInAs(t.app, undefined, { clock });
    const complaint = (commentId: number) => ({
      comment_id: commentId,
      first_name: 'Ivan',
      email: 'ivan@example.com',
      text: 'This is defamation about me.',
    });
    const answers = [];
    for (const id of number.commentIds) answers.push(await post(routes.complaintAdd.path, who, complaint(id)));
    expect(answers.slice(0, COMPLAINTS_PER_10_MINUTES).every((a) => a.status === 200)).toBe(true);
    expect(answers.at(-1)).toEqual({ status: 429, code: 'WRITE_RATE_LIMITED' });
    // Another account is not affected.
    expect(
      (await post(routes.complaintAdd.path, await signInAs(t.app, undefined, { clock }), complaint(number.commentIds[0]!))).status,
    ).toBe(200);
  });

  it(`caps reports at ${REPUTATION.dailyCaps.reports} a day per account, then refuses with DAILY_CAP_REACHED and stores nothing`, async () => {
    const cap = REPUTATION.dailyCaps.reports;
    const number = await insertNumber(t.db, { comments: Array.from({ length: cap + 2 }, (_, i) => ({ text: `r${i}` })) });
    const who = await signInAs(t.app, undefined, { clock });
    const answers = [];
    for (const id of number.commentIds.slice(0, cap + 1))
      answers.push(await post(routes.reportComment.path, who, { comment_id: id, report_text: 'spam' }));
    expect(answers.slice(0, cap).every((a) => a.status === 200)).toBe(true);
    expect(answers.at(-1)).toEqual({ status: 429, code: 'DAILY_CAP_REACHED' });
    const stored = await t.db.query<{ n: number }>(
      { name: 't_reports_of', text: 'select count(*)::int as n from reports where account_id = $1' },
      [who.profileId],
    );
    expect(stored[0]!.n).toBe(cap);
    // The next day the account may report again.
    clock.advance(86_400_000);
    expect((await post(routes.reportComment.path, who, { comment_id: number.commentIds.at(-1)!, report_text: 'spam' })).status).toBe(200);
  });

  it('counts reports against the account’s write limit too', async () => {
    const number = await insertNumber(t.db, { comments: Array.from({ length: WRITES_PER_MINUTE + 1 }, (_, i) => ({ text: `w${i}` })) });
    const who = await signInAs(t.app, undefined, { clock });
    // Other writes fill the minute's limit; a report is one more write.
    for (let i = 0; i < WRITES_PER_MINUTE; i++)
      await post(routes.commentLike.path, who, { comment_id: number.commentIds[i], like_type: 'LIKE', action_type: 'ADD' });
    expect(await post(routes.reportComment.path, who, { comment_id: number.commentIds[0]!, report_text: 'spam' })).toEqual({
      status: 429,
      code: 'WRITE_RATE_LIMITED',
    });
  });
});
