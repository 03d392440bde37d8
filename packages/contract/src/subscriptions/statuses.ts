// Plain data, without zod: the browser imports these on pages that load no schema (decision 033).

/** Monthly subscriptions (spec §3 Subscription; kinds seen: spy and antispy). PRO is lifetime and has no renewal. */
export const SUBSCRIPTION_KINDS = ['spy', 'antispy'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

/**
 * active: paid up, renews itself when autoRenewing; cancelled: paid up, will not renew (resume turns
 * renewal back on); paused: benefits and time stopped (resume restarts both); grace: the period ended,
 * renewal is being retried and the benefits continue; expired: over (buy again).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'paused', 'grace', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** The statuses in which a subscription gives its benefits, while its paid time (or grace) lasts (decision 021). */
export const SUBSCRIPTION_GIVING_STATUSES = ['active', 'cancelled', 'grace'] as const satisfies readonly SubscriptionStatus[];
