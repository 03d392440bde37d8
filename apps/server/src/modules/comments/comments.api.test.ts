import { describe, expect, it } from 'vitest';
import { insertNumber } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

/** 15 comments: #i has i likes and is i days old, so "interesting" and "newest" disagree; #3 is hidden, #14 has 9 replies. */
const fifteenComments = () =>
  insertNumber(t.db, {
    comments: Array.from({ length: 15 }, (_, i) => ({
      text: `comment ${i}`,
      likes: i,
      ageDays: i + 1,
      replies: i === 14 ? Array.from({ length: 9 }, (_, r) => `reply ${r}`) : [],
      ...(i === 3 ? { hiddenUntil: new Date(Date.now() + 86_400_000) } : {}),
    })),
  });

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
const texts = (body: { data: { comments: { text: string }[] } }) => body.data.comments.map((c) => c.text);

describe('GET /api/v7/comment/list', () => {
  it('pages through all comments in the interesting order by default', async () => {
    const { digits } = await fifteenComments();
    const first = await get(`/api/v7/comment/list?phone=${digits}`);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(15);
    expect(first.body.data.comments).toHaveLength(10);
    // comment 14 has 14 likes and 9 replies (interest 14 + 18), then by likes.
    expect(texts(first.body).slice(0, 3)).toEqual(['comment 14', 'comment 13', 'comment 12']);
    const second = await get(`/api/v7/comment/list?phone=${digits}&offset=10&limit=10`);
    expect(second.body.data.comments).toHaveLength(5);
    const all = [...texts(first.body), ...texts(second.body)];
    expect(new Set(all).size).toBe(15);
    // comment 3 is hidden: it keeps its place but not its text
    expect(all).toContain('');
    expect(all).not.toContain('comment 3');
  });

  it('orders by newest and oldest', async () => {
    const { digits } = await fifteenComments();
    const newest = await get(`/api/v7/comment/list?phone=${digits}&order_by=newest&limit=3`);
    expect(texts(newest.body)).toEqual(['comment 0', 'comment 1', 'comment 2']);
    const oldest = await get(`/api/v7/comment/list?phone=${digits}&order_by=oldest&limit=2`);
    expect(texts(oldest.body)).toEqual(['comment 14', 'comment 13']);
  });

  it('shows a hidden comment as hidden until its end date', async () => {
    const { digits, commentIds } = await fifteenComments();
    const { body } = await get(`/api/v7/comment/list?phone=${digits}&order_by=newest&limit=4&offset=3`);
    const hidden = body.data.comments[0];
    expect(hidden).toMatchObject({ id: commentIds[3], text: '', hiddenBy: 'owner' });
    expect(hidden.endDateTimestamp).toBeGreaterThan(Date.now() / 1000);
  });

  it('returns an empty page for a valid number without comments', async () => {
    const { status, body } = await get('/api/v7/comment/list?phone=14155552671');
    expect(status).toBe(200);
    expect(body.data).toEqual({ comments: [], total: 0 });
  });

  it.each([
    ['limit=0', 'PAGING_INVALID'],
    ['limit=51', 'PAGING_INVALID'],
    ['limit=ten', 'PAGING_INVALID'],
    ['offset=-1', 'PAGING_INVALID'],
    ['order_by=random', 'VALIDATION_FAILED'],
  ])('refuses %s with %s', async (q, code) => {
    const { digits } = await fifteenComments();
    const { status, body } = await get(`/api/v7/comment/list?phone=${digits}&${q}`);
    expect(status).toBe(400);
    expect(body.code).toBe(code);
  });

  it('refuses a missing or invalid phone', async () => {
    expect((await get('/api/v7/comment/list')).body.code).toBe('PHONE_INVALID');
    expect((await get('/api/v7/comment/list?phone=12')).body.code).toBe('PHONE_INVALID');
  });
});

describe('GET /api/v13/comment/thread/list', () => {
  it('returns replies oldest first, four at a time by default', async () => {
    const { digits, commentIds } = await fifteenComments();
    const root = commentIds[14];
    const first = await get(`/api/v13/comment/thread/list?comment_id=${root}&phone=${digits}`);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(9);
    expect(first.body.data.threads.map((t: { text: string }) => t.text)).toEqual(['reply 0', 'reply 1', 'reply 2', 'reply 3']);
    expect(first.body.data.threads[0].reply_to).toBe(root);
    const third = await get(`/api/v13/comment/thread/list?comment_id=${root}&phone=${digits}&offset=8`);
    expect(third.body.data.threads.map((t: { text: string }) => t.text)).toEqual(['reply 8']);
  });

  it('refuses a comment that is not on this number', async () => {
    const { digits } = await fifteenComments();
    const other = await insertNumber(t.db, { comments: [{ text: 'elsewhere', replies: ['r'] }] });
    const { status, body } = await get(`/api/v13/comment/thread/list?comment_id=${other.commentIds[0]}&phone=${digits}`);
    expect(status).toBe(404);
    expect(body.code).toBe('COMMENT_NOT_FOUND');
  });

  it('refuses a reply id used as a comment id, and unknown ids', async () => {
    const { digits, replyIds } = await fifteenComments();
    const reply = replyIds[14]![0];
    expect((await get(`/api/v13/comment/thread/list?comment_id=${reply}&phone=${digits}`)).status).toBe(404);
    expect((await get(`/api/v13/comment/thread/list?comment_id=999999&phone=${digits}`)).status).toBe(404);
    expect((await get(`/api/v13/comment/thread/list?comment_id=-4&phone=${digits}`)).body.code).toBe('VALIDATION_FAILED');
  });
});
