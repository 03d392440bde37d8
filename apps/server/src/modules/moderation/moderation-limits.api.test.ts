import { describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import { WRITES_PER_MINUTE } from '../../shared/write-limit.js';
import { insertNumber } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import { COMPLAINTS_PER_10_MINUTES } from './moderation.service.js';

/** Per-account limits on complaints and reports (issue 11 item 14): one account cannot flood moderators. */
const t = useTestApp();

const post = async (path: string, who: SignedIn, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: path, headers: { authorization: who.token }, payload });
  return { status: res.statusCode, code: res.json().code as string | undefined };
};

describe('limits per account', () => {
  it(`takes ${COMPLAINTS_PER_10_MINUTES} complaints in ten minutes, then refuses with WRITE_RATE_LIMITED`, async () => {
    const number = await insertNumber(t.db, {
      comments: Array.from({ length: COMPLAINTS_PER_10_MINUTES + 1 }, (_, i) => ({ text: `c${i}` })),
    });
    const who = await signInAs(t.app);
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
    expect((await post(routes.complaintAdd.path, await signInAs(t.app), complaint(number.commentIds[0]!))).status).toBe(200);
  });

  it('counts reports against the account’s write limit', async () => {
    const number = await insertNumber(t.db, { comments: Array.from({ length: WRITES_PER_MINUTE + 1 }, (_, i) => ({ text: `r${i}` })) });
    const who = await signInAs(t.app);
    const answers = [];
    for (const id of number.commentIds) answers.push(await post(routes.reportComment.path, who, { comment_id: id, report_text: 'spam' }));
    expect(answers.slice(0, WRITES_PER_MINUTE).every((a) => a.status === 200)).toBe(true);
    expect(answers.at(-1)).toEqual({ status: 429, code: 'WRITE_RATE_LIMITED' });
  });
});
