import { LIMITS } from '@numscope/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { numberKeys } from '../../../lib/number-cache.js';

/** The next thread page's offset: steps of 4 while the total is not reached. */
export function nextThreadOffset(lastOffset: number, total: number): number | undefined {
  const next = lastOffset + LIMITS.threadPageOffset;
  return next < total ? next : undefined;
}

/** A comment's replies, loaded on demand 4 at a time (spec §9: thread page limit and offset 4). */
export function useThreads(phone: string, commentId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: numberKeys.threads(phone, commentId),
    queryFn: async ({ pageParam, signal }) => {
      const res = await apiGet('threadList', {
        query: { comment_id: commentId, phone, limit: LIMITS.threadPageLimit, offset: pageParam },
        signal,
      });
      return res.data;
    },
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastOffset) => nextThreadOffset(lastOffset, last.total),
    enabled,
    staleTime: 5 * 60_000,
  });
}
