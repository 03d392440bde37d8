import { DEFAULT_COMMENT_ORDER, LIMITS, type Comment, type CommentOrder } from '@numscope/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { numberKeys } from '../../../lib/number-cache.js';

export interface CommentPage {
  comments: Comment[];
  /** How many comments the list can page through (the pinned one is not listed). */
  total: number;
}

/** The offset of the next page: the number of comments loaded so far, while fewer than the total. */
export function nextCommentOffset(pages: readonly CommentPage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last) return 0;
  const loaded = pages.reduce((n, p) => n + p.comments.length, 0);
  return last.comments.length > 0 && loaded < last.total ? loaded : undefined;
}

/** Flattens loaded pages, dropping repeats (an item may move between pages while reading). */
export function flattenComments(pages: readonly CommentPage[]): Comment[] {
  const seen = new Set<number>();
  const out: Comment[] = [];
  for (const p of pages) {
    for (const c of p.comments) {
      if (!seen.has(c.id)) {
        seen.add(c.id);
        out.push(c);
      }
    }
  }
  return out;
}

/**
 * A number's comments as an infinite list. The lookup already carries the first page in the
 * default order ("interesting"); it is used as that page, and further pages come from the comment
 * list with offset = comments loaded so far and limit 10. Another order starts from offset 0.
 */
export function useComments({
  phone,
  order,
  locale,
  firstPage,
  firstPageAt,
}: {
  phone: string;
  order: CommentOrder;
  locale: string;
  firstPage?: CommentPage;
  firstPageAt?: number;
}) {
  const seeded = order === DEFAULT_COMMENT_ORDER && firstPage !== undefined;
  return useInfiniteQuery({
    queryKey: numberKeys.comments(phone, order),
    queryFn: async ({ pageParam, signal }): Promise<CommentPage> => {
      const res = await apiGet('commentList', {
        query: { phone, limit: LIMITS.commentPageLimit, offset: pageParam, order_by: order, locale },
        signal,
      });
      return res.data;
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextCommentOffset(pages),
    ...(seeded ? { initialData: { pages: [firstPage], pageParams: [0] }, initialDataUpdatedAt: firstPageAt } : {}),
    staleTime: 5 * 60_000,
  });
}
