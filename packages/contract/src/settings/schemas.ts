import { z } from 'zod';

/** A switch as the spec's client posts it (form data): "1" on, "0" off. */
const Flag = z.enum(['0', '1']);

/**
 * Anti-spy (docs/decisions/023-privacy-deactivation-deletion.md): `antispy` is what applies now,
 * the stored switch (`enabled`, on by default) and an active anti-spy subscription together.
 */
export const AntispyData = z.object({
  antispy: z.boolean(),
  enabled: z.boolean(),
  subscribed: z.boolean(),
  expiryTime: z.number().int().nullable().describe('Unix seconds when the active subscription ends'),
});
export const AntispySetBody = z.object({ antispy: Flag });

/**
 * Items of the settings panel that do not apply to this account now (spec §3 removed-items set):
 * `deactivate` while the account is deactivated, `cancelDeactivation` while it is active,
 * `antispySwitch` without an active anti-spy subscription (the PRO offer shows instead).
 */
export const REMOVED_ITEMS = ['deactivate', 'cancelDeactivation', 'antispySwitch'] as const;
export const RemovedItem = z.enum(REMOVED_ITEMS);
export type RemovedItem = z.infer<typeof RemovedItem>;

export const PrivacyData = z.object({
  antispy: AntispyData,
  /** Whether the own profile (names, avatar, PRO mark) is shown to others on the own number's page. */
  profileGoing: z.boolean(),
  removed: z.array(RemovedItem),
  deactivatedAtTimestamp: z.number().int().nullable(),
  /** Until when signing in (or cancelling) brings the account back; afterwards it is erased. */
  reactivateUntilTimestamp: z.number().int().nullable(),
});
export const ProfileGoingBody = z.object({ profileGoing: Flag });
