import type { Comment } from '@numscope/contract';
import { describe, expect, it } from 'vitest';
import { flattenComments, nextCommentOffset } from './use-comments.js';
import { nextThreadOffset } from './use-threads.js';

const c = (id: number) => ({ id }) as Comment;

describe('comment paging', () => {
  it('asks for the next page at offset = comments loaded', () => {
    const first = { comments: Array.from({ length: 10 }, (_, i) => c(i + 1)), total: 23 };
    expect(nextCommentOffset([first])).toBe(10);
    const second = { comments: Array.from({ length: 10 }, (_, i) => c(i + 11)), total: 23 };
    expect(nextCommentOffset([first, second])).toBe(20);
    const third = { comments: [c(21), c(22), c(23)], total: 23 };
    expect(nextCommentOffset([first, second, third])).toBeUndefined();
  });

  it('stops on an empty page even if the total says more', () => {
    expect(nextCommentOffset([{ comments: [], total: 5 }])).toBeUndefined();
  });

  it('drops repeats when flattening', () => {
    expect(
      flattenComments([
        { comments: [c(1), c(2)], total: 4 },
        { comments: [c(2), c(3)], total: 4 },
      ]).map((x) => x.id),
    ).toEqual([1, 2, 3]);
  });
});

describe('thread paging', () => {
  it('steps by 4 until the total', () => {
    expect(nextThreadOffset(0, 9)).toBe(4);
    expect(nextThreadOffset(4, 9)).toBe(8);
    expect(nextThreadOffset(8, 9)).toBeUndefined();
    expect(nextThreadOffset(0, 4)).toBeUndefined();
  });
});
