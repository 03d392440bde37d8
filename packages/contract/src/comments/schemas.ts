import { z } from 'zod';
import { COMMENT_ORDERS, DEFAULT_COMMENT_ORDER, LIMITS } from '../constants.js';
import { OwnerAnswerSchema, StanceSchema } from '../reputation/schemas.js';
import { Id, Limit, LocaleParam, Offset, PhoneParam, Timestamp } from '../schemas/common.js';

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
  /** The author has lifetime PRO (the PRO mark beside their name). */
  is_pro: z.boolean().optional(),
  hiddenBy: z.string().nullable(),
  endDateTimestamp: Timestamp.nullable(),
  /** A re-post of text a moderator removed, waiting for a moderator: only its author sees it (decision 026). */
  underReview: z.boolean().optional(),
});

export const CommentSchema = CommentBase.extend({
  thread_count: z.number().int(),
  isPinned: z.boolean(),
  /** What the review says about picking up; it counts in its author's voice (decision 030). */
  stance: StanceSchema.nullable().optional(),
  /** The verified owner's one answer to this review. */
  ownerAnswer: OwnerAnswerSchema.nullable().optional(),
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

/** Comment and reply text: trimmed, 1–2000 characters (the database enforces the same bound). */
export const COMMENT_MAX_LENGTH = 2000;
export const CommentText = z.string().trim().min(1).max(COMMENT_MAX_LENGTH);

export const CommentAddBody = z.object({ phone: PhoneParam, text: CommentText, stance: StanceSchema.optional() });
export const CommentDeleteBody = z.object({ phone: PhoneParam });
export const CommentEditBody = z.object({ comment_id: Id, text: CommentText, stance: StanceSchema.optional() });
export const ThreadAddBody = z.object({ reply_to: Id, text: CommentText });
export const ThreadEditBody = z.object({ thread_id: Id, text: CommentText });
export const ThreadDeleteBody = z.object({ thread_id: Id });

export const LIKE_TYPES = ['LIKE', 'DISLIKE', 'COMMENT_UP'] as const;
export const LikeBody = z.object({
  comment_id: Id,
  like_type: z.enum(LIKE_TYPES),
  action_type: z.enum(['ADD', 'REMOVE']),
  comment_up_count: z.coerce.number().int().optional(),
});
export const LikeData = ReactionsSchema.extend({ balance: z.number().int() });
