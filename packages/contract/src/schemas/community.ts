import { z } from 'zod';
import { TAG_GROUPS } from '../constants.js';
import { ReactionsSchema } from './comments.js';
import { PhoneParam } from './common.js';

/** Comment and reply text: trimmed, 1–2000 characters (the database enforces the same bound). */
export const COMMENT_MAX_LENGTH = 2000;
export const CommentText = z.string().trim().min(1).max(COMMENT_MAX_LENGTH);
const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const CommentAddBody = z.object({ phone: PhoneParam, text: CommentText });
export const CommentDeleteBody = z.object({ phone: PhoneParam });
export const CommentEditBody = z.object({ comment_id: Id, text: CommentText });
export const ThreadAddBody = z.object({ reply_to: Id, text: CommentText });
export const ThreadEditBody = z.object({ thread_id: Id, text: CommentText });
export const ThreadDeleteBody = z.object({ thread_id: Id });
export const IdData = z.object({ id: z.number().int() });
export const StatusData = z.object({ status: z.boolean() });

export const LIKE_TYPES = ['LIKE', 'DISLIKE', 'COMMENT_UP'] as const;
export const LikeBody = z.object({
  comment_id: Id,
  like_type: z.enum(LIKE_TYPES),
  action_type: z.enum(['ADD', 'REMOVE']),
  comment_up_count: z.coerce.number().int().optional(),
});
export const LikeData = ReactionsSchema.extend({ balance: z.number().int() });

export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  reference: z.string().nullable(),
  balanceAfter: z.number().int(),
  createdAtTimestamp: z.number().int(),
});
export const LedgerQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const LedgerData = z.object({ entries: z.array(LedgerEntrySchema), balance: z.number().int() });

/** Name parts: trimmed, at most 60 characters; an empty string means none (spec §4). */
const NamePart = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((v) => (v ? v : null));
export const SuggestBody = z.object({ phone: PhoneParam, first_name: NamePart, last_name: NamePart });
export const NOTICE_MAX_LENGTH = 1000;
export const NoticeAddBody = z.object({ phone: PhoneParam, text: z.string().trim().min(1).max(NOTICE_MAX_LENGTH) });
export const NoticeDeleteBody = z.object({ phone: PhoneParam });
export const TagVoteBody = z.object({
  phone: PhoneParam,
  group: z.enum(TAG_GROUPS),
  code: z.string().min(1).max(40),
  action_type: z.enum(['ADD', 'REMOVE']),
});

export const HistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const HistoryData = z.object({
  items: z.array(z.object({ id: z.number().int(), number: z.string(), paid: z.boolean(), searchedAtTimestamp: z.number().int() })),
});
export const HistoryDeleteBody = z.object({ id: Id });
export const OverlimitData = z.object({ overlimitSearch: z.boolean(), searchDailyLimit: z.number().int(), leftRequests: z.number().int() });
export const MainLoadData = z.object({
  featuredNumbers: z.array(z.string()),
  overlimitSearch: z.boolean(),
  searchDailyLimit: z.number().int(),
  accessToNeuroOwl: z.boolean(),
  leftRequests: z.number().int(),
});

export const REPORT_TEXT_MAX = 1000;
const ReportText = z.string().trim().min(1).max(REPORT_TEXT_MAX);
export const ReportCommentBody = z.object({ comment_id: Id, report_text: ReportText });
const ContactReportFields = {
  first_name: z.string().trim().max(60).optional().transform((v) => (v ? v : null)),
  last_name: z.string().trim().max(60).optional().transform((v) => (v ? v : null)),
  report_text: ReportText,
  name_hash: z.string().regex(/^[0-9a-f]{32}$/),
};
export const ReportContactBody = z.object({ phone: PhoneParam, ...ContactReportFields });
export const ReportProfileContactBody = z.object({ profile_id: Id, ...ContactReportFields });
export const ReportData = z.object({ status: z.enum(['accepted']) });

export const HideCommentBody = z.object({ comment_id: Id, months: z.coerce.number().int().min(1).max(12).default(1) });
export const HideCommentData = z.object({ endDateTimestamp: z.number().int(), balance: z.number().int() });

export const SubscriptionBody = z.object({ comment_id: Id });
export const SubscriptionData = z.object({ status: z.enum(['active', 'canceled']), comment_id: z.number().int() });

export const ContactLikeBody = z.object({
  phone: PhoneParam,
  name_hash: z.string().regex(/^[0-9a-f]{32}$/),
  like_type: z.enum(['LIKE', 'DISLIKE']),
  action_type: z.enum(['ADD', 'REMOVE']),
});
export const ContactLikeData = z.object({ likes: z.number().int(), dislikes: z.number().int(), reviewResult: z.enum(['LIKE', 'DISLIKE']).nullable() });
