import { z } from 'zod';
import { Timestamp } from '../schemas/common.js';
import { SUBSCRIPTION_KINDS, SUBSCRIPTION_STATUSES } from './statuses.js';

export const SubscriptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SUBSCRIPTION_KINDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** When the paid time ends (for a paused one: when it would end if resumed now). */
  expiryTime: Timestamp,
  autoRenewing: z.boolean(),
  platform: z.literal('web'),
  /** The payment-system code it was bought with (renewals charge the same way). */
  paymentSystem: z.string(),
  robokassaAutoRenewing: z.boolean(),
  /** The next automatic charge attempt (Robokassa Recurring), if one is planned. */
  robokassaNextPaymentAttempt: Timestamp.nullable(),
  /** Failed automatic charges since the last successful one. */
  failedAttempts: z.number().int(),
  /** A renewal charge is on its way (the provider has not confirmed it yet). */
  renewing: z.boolean(),
  /** The paid order that started it (Robokassa's PreviousInvoiceID for renewals). */
  orderId: z.number().int(),
  stripe: z.object({ countryCode: z.string() }).nullable(),
  /** The account's own number (spec §3 myNumber). */
  myNumber: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionsData = z.object({
  subscriptions: z.array(SubscriptionSchema),
  /** Lifetime PRO (spec §3 pro). */
  pro: z.object({ status: z.boolean() }),
});

export const SubscriptionActionBody = z.object({
  subscriptionId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  /** The spec sends platform=web with every subscription call. */
  platform: z.literal('web').default('web'),
});

export const SubscriptionActionData = z.object({ subscription: SubscriptionSchema });

/** Who looked me up (spy): signed-in accounts that searched the subscriber's number, newest first. */
export const SpyViewsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const SpyViewSchema = z.object({
  /** The searcher's number (they searched a number, so theirs is what identifies them). */
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  viewedAtTimestamp: Timestamp,
});
export const SpyViewsData = z.object({ views: z.array(SpyViewSchema), myNumber: z.string() });

/** Simulators only: the next recurring charges of this parent order are declined by the provider's stand-in. */
export const SimulatorRecurringBody = z.object({
  orderId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  declines: z.coerce.number().int().min(0).max(20),
});
export const SimulatorRecurringData = z.object({ orderId: z.number().int(), declines: z.number().int() });
