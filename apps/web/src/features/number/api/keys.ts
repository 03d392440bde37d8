import type { CommentOrder } from '@numscope/contract';

/** Query keys of the number feature, in one place so invalidation stays consistent. */
export const numberKeys = {
  all: ['number'] as const,
  /** `paid`: the lookup was asked as a paid search (paidSearch=1, spec §4 paid alert). */
  profile: (phone: string, locale: string, paid = false) => ['number', 'profile', phone, locale, paid ? 'paid' : 'free'] as const,
  comments: (phone: string, order: CommentOrder) => ['number', 'comments', phone, order] as const,
  threads: (phone: string, commentId: number) => ['number', 'threads', phone, commentId] as const,
};
