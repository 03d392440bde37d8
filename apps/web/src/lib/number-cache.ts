import type { CommentOrder } from '@numscope/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Query keys of what is cached about a number, grouped by phone so a write refreshes only the
 * number it touched. Features read and update these through their own hooks.
 */
export const numberKeys = {
  all: ['number'] as const,
  phone: (phone: string) => ['number', phone] as const,
  /** `paid`: the lookup was asked as a paid search (paidSearch=1, spec §4 paid alert). */
  profile: (phone: string, locale: string, paid = false) => ['number', phone, 'profile', locale, paid ? 'paid' : 'free'] as const,
  comments: (phone: string, order: CommentOrder) => ['number', phone, 'comments', order] as const,
  threads: (phone: string, commentId: number) => ['number', phone, 'threads', commentId] as const,
};

/** What of a number a write may have changed. */
export type NumberPart = 'profile' | 'comments' | 'threads';

/** A paid lookup is never refetched by a write: refetching it would spend NumCy again. */
export const isPaidLookup = (key: QueryKey) => key[0] === 'number' && key[2] === 'profile' && key[4] === 'paid';

/**
 * Refetches the given parts of one number's cached data (its profile: counts, index, my comment,
 * note, tags; its comment pages; its threads), and nothing about other numbers.
 */
export function refreshNumber(qc: QueryClient, phone: string, parts: readonly NumberPart[]): Promise<void> {
  return qc.invalidateQueries({
    queryKey: numberKeys.phone(phone),
    predicate: (q) => parts.includes(q.queryKey[2] as NumberPart) && !isPaidLookup(q.queryKey),
  });
}
