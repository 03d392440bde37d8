import { z } from 'zod';
import { Id, PhoneParam } from '../schemas/common.js';

export const REPORT_TEXT_MAX = 1000;
const ReportText = z.string().trim().min(1).max(REPORT_TEXT_MAX);
export const ReportCommentBody = z.object({ comment_id: Id, report_text: ReportText });
const ContactReportFields = {
  first_name: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((v) => (v ? v : null)),
  last_name: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((v) => (v ? v : null)),
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

/** Complaint form of spec §5: text over 5 characters, name over 1, a valid e-mail. */
export const ComplaintBody = z.object({
  comment_id: z.coerce.number().int().positive(),
  first_name: z.string().trim().min(2).max(60),
  last_name: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((v) => (v ? v : null)),
  email: z.email().max(200),
  text: z.string().trim().min(6).max(5000),
  /** A web page only: a `javascript:` or `data:` link would run in a moderator's browser. */
  court_decision_link: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain })
    .max(500)
    .optional(),
});

export const ComplaintSchema = z.object({
  id: z.number().int(),
  /** complaint: filed by a person; review: a re-post of text a moderator removed, held for a moderator (decision 026). */
  kind: z.enum(['complaint', 'review']),
  comment_id: z.number().int(),
  status: z.enum(['pending', 'upheld', 'rejected']),
  reviewDeadlineTimestamp: z.number().int(),
  decisionNote: z.string().nullable(),
  createdAtTimestamp: z.number().int(),
  /** complainant: I filed it; author: it is about my comment; queue: moderator view. */
  role: z.enum(['complainant', 'author', 'queue']),
  text: z.string(),
  /** Empty while the comment is hidden or deleted, unless the viewer wrote it, owns the number or moderates. */
  commentText: z.string(),
});
export const ComplaintListData = z.object({ complaints: z.array(ComplaintSchema) });
export const DecideBody = z.object({
  complaint_id: z.coerce.number().int().positive(),
  decision: z.enum(['upheld', 'rejected']),
  note: z.string().trim().max(2000).optional(),
});

/** What a signed-in viewer has reported and follows on one number, so the page shows it after a reload. */
export const MyReportsQuery = z.object({ phone: PhoneParam });
export const MyReportsData = z.object({
  /** Comments of the number I reported. */
  comments: z.array(z.number().int()),
  /** Name hashes of the number's saved names I reported. */
  contacts: z.array(z.string()),
  /** Comments of the number whose replies I follow. */
  following: z.array(z.number().int()),
});
