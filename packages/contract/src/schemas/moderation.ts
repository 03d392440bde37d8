import { z } from 'zod';

/** Complaint form of spec §5: text over 5 characters, name over 1, a valid e-mail. */
export const ComplaintBody = z.object({
  comment_id: z.coerce.number().int().positive(),
  first_name: z.string().trim().min(2).max(60),
  last_name: z.string().trim().max(60).optional().transform((v) => (v ? v : null)),
  email: z.email().max(200),
  text: z.string().trim().min(6).max(5000),
  court_decision_link: z.url().max(500).optional(),
});

export const ComplaintSchema = z.object({
  id: z.number().int(),
  comment_id: z.number().int(),
  status: z.enum(['pending', 'upheld', 'rejected']),
  reviewDeadlineTimestamp: z.number().int(),
  decisionNote: z.string().nullable(),
  createdAtTimestamp: z.number().int(),
  /** complainant: I filed it; author: it is about my comment; queue: moderator view. */
  role: z.enum(['complainant', 'author', 'queue']),
  text: z.string(),
  commentText: z.string(),
});
export const ComplaintListData = z.object({ complaints: z.array(ComplaintSchema) });
export const DecideBody = z.object({
  complaint_id: z.coerce.number().int().positive(),
  decision: z.enum(['upheld', 'rejected']),
  note: z.string().trim().max(2000).optional(),
});
