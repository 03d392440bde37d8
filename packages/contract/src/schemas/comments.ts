import { z } from 'zod';
import { COMMENT_ORDERS, DEFAULT_COMMENT_ORDER, LIMITS } from '../constants.js';
import { Limit, LocaleParam, Offset, PhoneParam, Timestamp } from './common.js';

/** Reaction counts of a comment and the viewer's own reactions. */
export const ReactionsSchema = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  commentUps: z.number().int(),
  hasLike: z.boolean(),
  hasDislike: z.boolean(),
  hasCommentUp: z.boolean(),
});

/** Fields shared by a comment and a thread reply (spec §3 myComment / Thread reply). */
const CommentBase = ReactionsSchema.extend({
  id: z.number().int(),
  profile_id: z.number().int().nullable(),
  text: z.string(),
  createdAtTimestamp: Timestamp,
  updatedAtTimestamp: Timestamp,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatar: z.string().nullable(),
  hiddenBy: z.string().nullable(),
  endDateTimestamp: Timestamp.nullable(),
});

export const CommentSchema = CommentBase.extend({
  thread_count: z.number().int(),
  isPinned: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const ThreadReplySchema = CommentBase.extend({ reply_to: z.number().int() });
export type ThreadReply = z.infer<typeof ThreadReplySchema>;

export const CommentListQuery = z.object({
  phone: PhoneParam,
  limit: Limit(LIMITS.commentPageMaxLimit, LIMITS.commentPageLimit),
  offset: Offset,
  order_by: z.enum(COMMENT_ORDERS).default(DEFAULT_COMMENT_ORDER),
  locale: LocaleParam.optional(),
});
export const CommentListData = z.object({
  comments: z.array(CommentSchema),
  total: z.number().int(),
});

export const ThreadListQuery = z.object({
  comment_id: z.coerce.number().int().positive(),
  phone: PhoneParam,
  limit: Limit(LIMITS.commentPageMaxLimit, LIMITS.threadPageLimit),
  offset: Offset,
  locale: LocaleParam.optional(),
});
export const ThreadListData = z.object({
  threads: z.array(ThreadReplySchema),
  total: z.number().int(),
});
