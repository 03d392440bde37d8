import { z } from 'zod';

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

/** Why NumCy moved; stored in a checked column (docs/decisions/012-ledger.md). Payments add theirs here. */
export const LEDGER_REASONS = [
  'grant',
  'comment_up',
  'hide_comment',
  'paid_search',
  'purchase',
  'gift',
  'refund',
  'contact_request',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];
