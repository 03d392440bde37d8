import { z } from 'zod';
import { Id, Limit, Offset, Timestamp } from '../schemas/common.js';

/**
 * What a notification is about (docs/decisions/022-notifications.md): a reply in a thread the user
 * follows, a new review or a new saved name on the user's own number, a view of it (spy subscribers);
 * a paid contact request to the user's own number, and the end of one the user sent: accepted,
 * declined, or expired unanswered and refunded (docs/decisions/057-contact-request-notifications.md).
 */
export const NOTIFICATION_KINDS = [
  'reply',
  'review',
  'name',
  'view',
  'contact_request',
  'contact_accepted',
  'contact_declined',
  'contact_expired',
] as const;
/** The kinds about a paid contact request: `contactRequest` is set on these. */
export const CONTACT_REQUEST_NOTIFICATION_KINDS = ['contact_request', 'contact_accepted', 'contact_declined', 'contact_expired'] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const Notification = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  /** The number the event happened on, E.164. */
  number: z.string(),
  /** The review the event belongs to (reply: the followed review; review: the new one), else null. */
  commentId: z.number().int().nullable(),
  /** The new reply (kind reply), else null. */
  threadId: z.number().int().nullable(),
  /**
   * The contact request (kinds contact_*), else null: the day of the call, the price paid, and on
   * the owner's `contact_request` the asker's name as their profile shows it (decision 024), else
   * null. Never the asker's number.
   */
  contactRequest: z
    .object({
      id: z.number().int(),
      date: z.string(),
      price: z.number().int(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    })
    .nullable(),
  createdAtTimestamp: Timestamp,
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = z.object({ limit: Limit(50, 20), offset: Offset });
export const NotificationListData = z.object({ items: z.array(Notification), unread: z.number().int(), total: z.number().int() });
export const NotificationUnreadData = z.object({ unread: z.number().int() });
export const NotificationReadBody = z.object({ id: Id });

/** Messengers a notification can go out through: the one the user signed in with. */
export const NOTIFICATION_CHANNELS = ['telegram', 'whatsapp', 'viber'] as const;

/**
 * The notification flags of spec §3 plus `messengerDelivery` (designed: whether notifications also
 * go out through the messenger the user signed in with). `messengerChannel` is that messenger, or
 * null for accounts that signed in by SMS or flash call (in-app only).
 */
export const NotificationSettingsData = z.object({
  newNotice: z.boolean(),
  newContactName: z.boolean(),
  commonAcquaintances: z.boolean(),
  deliverWithoutSound: z.boolean(),
  messengerDelivery: z.boolean(),
  /** Designed (decision 057): paid contact requests to my number and the answers to mine. */
  contactRequests: z.boolean(),
  messengerChannel: z.enum(NOTIFICATION_CHANNELS).nullable(),
});
export type NotificationSettingsData = z.infer<typeof NotificationSettingsData>;

/** A switch in a body: JSON true/false, or the text a form body carries (spec §7 posts forms). */
const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/** A partial update: the flags given change, the others stay. */
export const NotificationSettingsBody = z.object({
  newNotice: Flag,
  newContactName: Flag,
  commonAcquaintances: Flag,
  deliverWithoutSound: Flag,
  messengerDelivery: Flag,
  contactRequests: Flag,
});
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;
export const NOTIFICATION_FLAGS = [
  'newNotice',
  'newContactName',
  'commonAcquaintances',
  'deliverWithoutSound',
  'messengerDelivery',
  'contactRequests',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];
