import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { numberKeys } from '../../../lib/number-cache.js';
import { bumpThreadCount, patchById } from './patch-comment.js';

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

describe('reply counts after a reply is added or deleted', () => {
  const comment = (id: number, thread_count: number) => ({ id, likes: 0, thread_count });
  const cached = () => {
    const qc = new QueryClient();
    qc.setQueryData(numberKeys.profile('111', 'en-US'), { pinnedComment: comment(1, 2), comments: [comment(1, 2), comment(2, 0)] });
    qc.setQueryData(numberKeys.comments('111', 'newest'), { pages: [{ comments: [comment(1, 2)] }], pageParams: [0] });
    qc.setQueryData(numberKeys.profile('222', 'en-US'), { pinnedComment: null, comments: [comment(1, 5)] });
    return qc;
  };

  it('moves the count of that comment wherever the number shows it', () => {
    const qc = cached();
    bumpThreadCount(qc, '111', 1, +1);
    const profile = qc.getQueryData<{ pinnedComment: { thread_count: number }; comments: { thread_count: number }[] }>(
      numberKeys.profile('111', 'en-US'),
    )!;
    expect(profile.pinnedComment.thread_count).toBe(3);
    expect(profile.comments.map((c) => c.thread_count)).toEqual([3, 0]);
    const pages = qc.getQueryData<{ pages: { comments: { thread_count: number }[] }[] }>(numberKeys.comments('111', 'newest'))!;
    expect(pages.pages[0]!.comments[0]!.thread_count).toBe(3);
  });

  it('does not touch another number, and never goes below zero', () => {
    const qc = cached();
    bumpThreadCount(qc, '111', 2, -1);
    expect(qc.getQueryData<{ comments: { thread_count: number }[] }>(numberKeys.profile('111', 'en-US'))!.comments[1]!.thread_count).toBe(
      0,
    );
    expect(qc.getQueryData<{ comments: { thread_count: number }[] }>(numberKeys.profile('222', 'en-US'))!.comments[0]!.thread_count).toBe(
      5,
    );
  });
});
