import { z } from 'zod';
import { STANCES, TAG_GROUPS } from '../constants.js';
import { Id, PhoneParam, Timestamp } from '../schemas/common.js';

export const StanceSchema = z.enum(STANCES);
export type Stance = z.infer<typeof StanceSchema>;

export const REPUTATION_REVIEW_STATUSES = ['pending', 'upheld', 'rejected'] as const;

/** The owner's request that moderators review the number's reputation, with its outcome. */
export const ReputationReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(REPUTATION_REVIEW_STATUSES),
  reason: z.string(),
  requestedAtTimestamp: Timestamp,
  reviewDeadlineTimestamp: Timestamp,
  decidedAtTimestamp: Timestamp.nullable(),
  decisionNote: z.string().nullable(),
});
export type ReputationReview = z.infer<typeof ReputationReviewSchema>;

/**
 * Why the index is what it is (decision 030): every input that counts, weighted, so the page can say
 * it in words. Stored beside the index; the lookup reads it with the number's row.
 */
export const ReputationSchema = z.object({
  /** Weighted warnings and endorsements after decay, one decimal. */
  warnings: z.number(),
  endorsements: z.number(),
  /** Accounts whose voice counts now, and accounts whose recent signals are held for a moderator. */
  voices: z.number().int(),
  held: z.number().int(),
  /** A burst of signals from new or related accounts waits for a moderator. */
  underReview: z.boolean(),
  /** New accounts together said more than they may: their share was capped. */
  newVoicesCapped: z.boolean(),
  /** The tags that moved the index most, with their weighted share. */
  topTags: z.array(
    z.object({
      group: z.enum(TAG_GROUPS),
      code: z.string(),
      weight: z.number(),
      polarity: z.enum(['warning', 'endorsement']),
    }),
  ),
  lastSignalTimestamp: Timestamp.nullable(),
  /** Share of the counted weight given in the last 90 days (0–1). */
  recentShare: z.number(),
  halfLifeDays: z.number().int(),
  /** Signals before this time no longer count: a moderator upheld the owner's review request. */
  resetTimestamp: Timestamp.nullable(),
  ownerReview: ReputationReviewSchema.nullable(),
});
export type Reputation = z.infer<typeof ReputationSchema>;

export const OwnerAnswerBody = z.object({ comment_id: Id, text: z.string().trim().min(1).max(2000) });
export const OwnerAnswerSchema = z.object({ text: z.string(), createdAtTimestamp: Timestamp });

export const ReviewRequestBody = z.object({ phone: PhoneParam, reason: z.string().trim().min(10).max(1000) });

export const BurstSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  accounts: z.number().int(),
  /** Why these accounts were held: new, same address range, same channel and created together. */
  reasons: z.array(z.enum(['new', 'same_network', 'created_together'])),
  stance: z.enum(['warning', 'endorsement', 'mixed']),
  createdAtTimestamp: Timestamp,
});
export const BurstListData = z.object({ bursts: z.array(BurstSchema) });
export const BurstDecideBody = z.object({ burst_id: Id, decision: z.enum(['release', 'discard']) });

export const ReputationReviewQueueItem = ReputationReviewSchema.extend({ phone: z.string(), index: z.number() });
export const ReputationReviewListData = z.object({ reviews: z.array(ReputationReviewQueueItem) });
export const ReputationReviewDecideBody = z.object({
  review_id: Id,
  decision: z.enum(['upheld', 'rejected']),
  note: z.string().trim().max(2000).optional(),
});
