import { z } from 'zod';
import { Id, Limit, Offset, Timestamp } from '../schemas/common.js';

/**
 * What a notification is about (docs/decisions/022-notifications.md): a reply in a thread the user
 * follows, a new review or a new saved name on the user's own number, a view of it (spy subscribers).
 */
export const NOTIFICATION_KINDS = ['reply', 'review', 'name', 'view'] as const;
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
});
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;
export const NOTIFICATION_FLAGS = [
  'newNotice',
  'newContactName',
  'commonAcquaintances',
  'deliverWithoutSound',
  'messengerDelivery',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];
