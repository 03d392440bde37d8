import { describe, expect, it } from 'vitest';
import { LIMITS, routes } from '@numscope/contract';
import { balanceOf, digitsOf, setBalance, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';

// Issue 11 item 7: deleting keeps a tombstone, so complaints, decisions, hides and the ledger keep
// their references, and deleting then posting again undoes neither a moderator nor a paid hide.
const t = useTestApp();

async function call(method: 'GET' | 'POST', url: string, who: SignedIn | null, payload?: object) {
  const res = await t.app.inject({ method, url, headers: who ? { authorization: who.token } : {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const post = (url: string, who: SignedIn, payload: object) => call('POST', url, who, payload);
const lookup = async (digits: string, who: SignedIn | null = null) => (await call('GET', `/api/v202310/search/${digits}`, who)).body.data;
const listed = async (digits: string, who: SignedIn | null = null) =>
  (await call('GET', `${routes.commentList.path}?phone=${digits}&order_by=oldest`, who)).body.data as {
    comments: { id: number; text: string; hiddenBy: string | null }[];
    total: number;
  };

async function moderator(): Promise<SignedIn> {
  const m = await signInAs(t.app);
  await t.db.query({ name: 't_mod', text: `update accounts set role = 'moderator' where id = $1` }, [m.profileId]);
  return m;
}
const complaint = { first_name: 'Ivan', last_name: 'Petrov', email: 'ivan@example.com', text: 'This is defamation about me.' };

/** An author's comment on a fresh number, an owner signed in with that number, and someone else. */
async function scene(text = 'The owner of this number is a swindler named Ivan Petrov') {
  const e164 = uniquePhone();
  const digits = digitsOf(e164);
  const [author, owner, other] = [await signInAs(t.app), await signInAs(t.app, e164), await signInAs(t.app)];
  const id = (await post(routes.commentAdd.path, author, { phone: digits, text })).body.data.id as number;
  return { digits, author, owner, other, id, text };
}

/** A moderator upholds the owner's complaint about the scene's comment (its text is removed); the complaint's id. */
async function removeByModerator(s: Awaited<ReturnType<typeof scene>>, mod: SignedIn): Promise<number> {
  const filed = (await post(routes.complaintAdd.path, s.owner, { ...complaint, comment_id: s.id })).body.data.id as number;
  await post(routes.moderationDecide.path, mod, { complaint_id: filed, decision: 'upheld' });
  return filed;
}

describe('deleting a comment keeps a tombstone', () => {
  it('keeps the complaint about it on the complainant’s list and in the queue, and shows the text to nobody', async () => {
    const s = await scene();
    const mod = await moderator();
    const filed = await post(routes.complaintAdd.path, s.other, { ...complaint, comment_id: s.id });
    expect(filed.status).toBe(200);
    expect((await post(routes.commentDelete.path, s.author, { phone: s.digits })).body.data).toEqual({ status: true });

    expect((await listed(s.digits)).comments).toEqual([]);
    expect((await lookup(s.digits)).metrics.commentsCount).toBe(0);
    expect((await lookup(s.digits, s.author)).myComment).toBeNull();
    const mine = (await call('GET', routes.complaintMine.path, s.other)).body.data.complaints;
    expect(mine).toEqual([expect.objectContaining({ id: filed.body.data.id, status: 'pending', role: 'complainant', commentText: '' })]);
    const queue = (await call('GET', routes.moderationQueue.path, mod)).body.data.complaints;
    expect(queue.find((c: { id: number }) => c.id === filed.body.data.id)).toMatchObject({ kind: 'complaint', commentText: s.text });
    // The moderator can still decide it, and the decision stands.
    expect((await post(routes.moderationDecide.path, mod, { complaint_id: filed.body.data.id, decision: 'upheld' })).status).toBe(200);
    expect((await call('GET', routes.complaintMine.path, s.other)).body.data.complaints[0].status).toBe('upheld');
  });

  it('refuses reactions, hides, reports and complaints on a deleted comment', async () => {
    const s = await scene();
    await setBalance(t.db, s.owner.profileId, 50);
    await post(routes.commentSubscribe.path, s.other, { comment_id: s.id });
    await post(routes.commentDelete.path, s.author, { phone: s.digits });
    // Following stops, but does not start, on a deleted comment.
    expect((await post(routes.commentUnsubscribe.path, s.other, { comment_id: s.id })).body.data.status).toBe('canceled');
    expect((await post(routes.commentSubscribe.path, s.owner, { comment_id: s.id })).body.code).toBe('COMMENT_NOT_FOUND');
    for (const [url, body] of [
      [routes.commentLike.path, { comment_id: s.id, like_type: 'LIKE', action_type: 'ADD' }],
      [routes.commentHide.path, { comment_id: s.id }],
      [routes.reportComment.path, { comment_id: s.id, report_text: 'spam' }],
      [routes.complaintAdd.path, { ...complaint, comment_id: s.id }],
    ] as const) {
      const who = url === routes.commentHide.path ? s.owner : s.other;
      expect((await post(url, who, body)).body.code, url).toBe('COMMENT_NOT_FOUND');
    }
    expect(await balanceOf(t.db, s.owner.profileId)).toBe(50);
  });

  it('keeps a deleted reply out of its thread and its count', async () => {
    const s = await scene();
    const reply = (await post(routes.threadAdd.path, s.other, { reply_to: s.id, text: 'same here' })).body.data.id;
    await post(routes.threadAdd.path, s.owner, { reply_to: s.id, text: 'not true' });
    expect((await post(routes.threadDelete.path, s.other, { thread_id: reply })).status).toBe(200);
    const thread = (await call('GET', `${routes.threadList.path}?comment_id=${s.id}&phone=${s.digits}`, null)).body.data;
    expect(thread.total).toBe(1);
    expect(thread.threads.map((r: { text: string }) => r.text)).toEqual(['not true']);
    expect((await post(routes.threadEdit.path, s.other, { thread_id: reply, text: 'back' })).body.code).toBe('REPLY_NOT_FOUND');
  });
});

describe('deleting and posting again', () => {
  it('keeps the owner’s paid hide on the new comment, and the ledger entry of the hide', async () => {
    const s = await scene();
    await setBalance(t.db, s.owner.profileId, LIMITS.hideCommentPricePerMonth);
    const hide = await post(routes.commentHide.path, s.owner, { comment_id: s.id });
    expect(hide.status).toBe(200);
    await post(routes.commentDelete.path, s.author, { phone: s.digits });
    const again = await post(routes.commentAdd.path, s.author, { phone: s.digits, text: 'Posting it again, a swindler' });
    expect(again.status).toBe(200);
    expect(again.body.data.id).not.toBe(s.id);
    const shown = (await listed(s.digits)).comments;
    expect(shown).toEqual([expect.objectContaining({ id: again.body.data.id, text: '', hiddenBy: 'owner' })]);
    expect(await balanceOf(t.db, s.owner.profileId)).toBe(0);
    const ledger = (await call('GET', routes.ledger.path, s.owner)).body.data.entries;
    expect(ledger[0]).toMatchObject({ reason: 'hide_comment', amount: -LIMITS.hideCommentPricePerMonth });
  });

  it('holds text a moderator removed for review: only its author sees it, in the queue, until a moderator decides', async () => {
    const s = await scene();
    const mod = await moderator();
    const filed = await removeByModerator(s, mod);
    await post(routes.commentDelete.path, s.author, { phone: s.digits });

    // The same words, differently spaced and cased.
    const again = await post(routes.commentAdd.path, s.author, { phone: s.digits, text: `  ${s.text.toUpperCase()}!! ` });
    expect(again.status).toBe(200);
    expect((await listed(s.digits)).comments).toEqual([]);
    expect((await lookup(s.digits, s.other)).comments).toEqual([]);
    expect((await lookup(s.digits, s.author)).myComment).toMatchObject({ id: again.body.data.id, underReview: true });
    const mine = (await call('GET', routes.complaintMine.path, s.author)).body.data.complaints;
    expect(mine[0]).toMatchObject({ kind: 'review', role: 'author', status: 'pending', comment_id: again.body.data.id });
    const item = (await call('GET', routes.moderationQueue.path, mod)).body.data.complaints.find(
      (c: { comment_id: number }) => c.comment_id === again.body.data.id,
    );
    expect(item).toMatchObject({ kind: 'review', text: `Re-post of text removed after complaint #${filed}` });
    // Nobody else can react to or reply under it while it waits.
    expect((await post(routes.threadAdd.path, s.other, { reply_to: again.body.data.id, text: 'hi' })).body.code).toBe('COMMENT_NOT_FOUND');
    // Editing it does not publish it, whatever the edit: only the moderator does.
    const edited = await post(routes.commentEdit.path, s.author, { comment_id: again.body.data.id, text: 'Something else entirely' });
    expect(edited.status).toBe(200);
    expect((await lookup(s.digits, s.author)).myComment).toMatchObject({ text: 'Something else entirely', underReview: true });
    expect((await listed(s.digits)).comments).toEqual([]);
    // Nor does posting again over it.
    expect((await post(routes.commentAdd.path, s.author, { phone: s.digits, text: 'A new text altogether' })).body.data.id).toBe(
      again.body.data.id,
    );
    expect((await lookup(s.digits, s.author)).myComment).toMatchObject({ text: 'A new text altogether', underReview: true });
    expect((await listed(s.digits)).comments).toEqual([]);

    // The moderator keeps it removed: still hidden for good, and out of review.
    await post(routes.moderationDecide.path, mod, { complaint_id: item.id, decision: 'upheld' });
    expect((await listed(s.digits)).comments).toEqual([
      expect.objectContaining({ id: again.body.data.id, text: '', hiddenBy: 'moderator' }),
    ]);
  });

  it('holds a re-post with look-alike letters of another script or a letter changed', async () => {
    const s = await scene();
    await removeByModerator(s, await moderator());
    await post(routes.commentDelete.path, s.author, { phone: s.digits });
    // Cyrillic "о", "а" and "е" for the Latin letters, and "swindier" for "swindler".
    const lookalike = 'The оwner оf this number is а swindier nаmed Ivаn Petrоv';
    const again = await post(routes.commentAdd.path, s.author, { phone: s.digits, text: lookalike });
    expect(again.status).toBe(200);
    expect((await listed(s.digits)).comments).toEqual([]);
    expect((await lookup(s.digits, s.author)).myComment).toMatchObject({ id: again.body.data.id, underReview: true });
  });

  it('publishes a held re-post when the moderator finds it acceptable; other text publishes at once', async () => {
    const s = await scene('Ivan Petrov never returns the money he borrowed');
    const mod = await moderator();
    await removeByModerator(s, mod);
    // Editing the removed comment into new text is fine (it stays hidden); a reply repeating the text is held.
    const reply = await post(routes.threadAdd.path, s.author, { reply_to: s.id, text: s.text });
    const thread = async (who: SignedIn | null) =>
      (await call('GET', `${routes.threadList.path}?comment_id=${s.id}&phone=${s.digits}`, who)).body.data;
    expect((await thread(null)).threads).toEqual([]);
    expect((await thread(s.author)).threads).toEqual([expect.objectContaining({ id: reply.body.data.id, underReview: true })]);
    const item = (await call('GET', routes.moderationQueue.path, mod)).body.data.complaints.find(
      (c: { comment_id: number }) => c.comment_id === reply.body.data.id,
    );
    await post(routes.moderationDecide.path, mod, { complaint_id: item.id, decision: 'rejected' });
    const published = await thread(null);
    expect(published.total).toBe(1);
    expect(published.threads).toEqual([expect.objectContaining({ id: reply.body.data.id, text: s.text })]);
    expect(published.threads[0].underReview).toBeUndefined();

    const other = await post(routes.threadAdd.path, s.author, { reply_to: s.id, text: 'I apologise for what I wrote' });
    expect((await thread(null)).threads.map((r: { id: number }) => r.id)).toContain(other.body.data.id);
  });
});
