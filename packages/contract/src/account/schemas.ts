import { z } from 'zod';

export const BalanceData = z.object({ balance: z.number().int().nonnegative() });

export const MeData = z.object({
  profileId: z.number().int(),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatar: z.string().nullable(),
  isPro: z.boolean(),
  role: z.string(),
});

/** The account's own number as the user typed it to confirm (spec §5: must equal it exactly). */
const Confirmation = z.string().max(32);

/**
 * Deactivation (spec §2/§4): `number` confirms it; `{cancel: "1"}` (spec §7) brings the account back.
 */
export const DeactivateBody = z.object({ number: Confirmation.optional(), cancel: z.enum(['1']).optional() });
export const DeactivateData = z.object({
  status: z.enum(['deactivated', 'active']),
  reactivateUntilTimestamp: z.number().int().nullable(),
});

/** Full delete: the typed number, and whether the reviews are removed ("1") or stay anonymised ("0"). */
export const DeleteAccountBody = z.object({ number: Confirmation, removeReviews: z.enum(['0', '1']) });
export const DeleteAccountData = z.object({
  status: z.literal('deleting'),
  /** The personal data is erased by this time at the latest. */
  erasedByTimestamp: z.number().int(),
});

const Rows = z.array(z.record(z.string(), z.unknown()));
/** Everything the account wrote, as JSON (the privacy full-delete page downloads it). */
export const AccountExportData = z.object({
  exportedAtTimestamp: z.number().int(),
  account: z.record(z.string(), z.unknown()),
  comments: Rows,
  reactions: Rows,
  boosts: Rows,
  commentSubscriptions: Rows,
  nameSuggestions: Rows,
  notes: Rows,
  tagVotes: Rows,
  contactReactions: Rows,
  searchHistory: Rows,
  reports: Rows,
  complaints: Rows,
  orders: Rows,
  ledger: Rows,
  subscriptions: Rows,
});
