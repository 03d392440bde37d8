import type { CommentOrder } from '@numscope/contract';

/** Query keys of the number feature, in one place so invalidation stays consistent. */
export const numberKeys = {
  all: ['number'] as const,
  profile: (phone: string, locale: string) => ['number', 'profile', phone, locale] as const,
  comments: (phone: string, order: CommentOrder) => ['number', 'comments', phone, order] as const,
  threads: (phone: string, commentId: number) => ['number', 'threads', phone, commentId] as const,
};
