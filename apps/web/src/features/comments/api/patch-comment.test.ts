import { describe, expect, it } from 'vitest';
import { patchById } from './patch-comment.js';

describe('patchById', () => {
  it('patches comments in a profile and in infinite pages, keeping other branches', () => {
    const other = { id: 2, likes: 0 };
    const profile = { myComment: null, comments: [{ id: 1, likes: 0, hasLike: false }, other], metrics: { id: 1 } };
    const next = patchById(profile, 1, { likes: 1, hasLike: true });
    expect(next.comments[0]).toEqual({ id: 1, likes: 1, hasLike: true });
    expect(next.comments[1]).toBe(other);
    expect(next.metrics).toBe(profile.metrics);
    const pages = { pages: [{ threads: [{ id: 5, likes: 2 }] }], pageParams: [0] };
    expect(patchById(pages, 5, { likes: 3 }).pages[0]!.threads[0]!.likes).toBe(3);
    expect(patchById(pages, 9, { likes: 3 })).toBe(pages);
  });
});
