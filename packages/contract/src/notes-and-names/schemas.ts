import { z } from 'zod';
import { TAG_GROUPS } from '../constants.js';
import { Id, PhoneParam, Timestamp } from '../schemas/common.js';

/** Name parts: trimmed, at most 60 characters; an empty string means none (spec §4). */
const NamePart = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((v) => (v ? v : null));
export const SuggestBody = z.object({ phone: PhoneParam, first_name: NamePart, last_name: NamePart });
export const NOTICE_MAX_LENGTH = 1000;
export const NoticeAddBody = z.object({ phone: PhoneParam, text: z.string().trim().min(1).max(NOTICE_MAX_LENGTH) });
export const NoticeDeleteBody = z.object({ phone: PhoneParam });
export const TagVoteBody = z.object({
  phone: PhoneParam,
  group: z.enum(TAG_GROUPS),
  code: z.string().min(1).max(40),
  action_type: z.enum(['ADD', 'REMOVE']),
});

export const ContactLikeBody = z.object({
  phone: PhoneParam,
  name_hash: z.string().regex(/^[0-9a-f]{32}$/),
  like_type: z.enum(['LIKE', 'DISLIKE']),
  action_type: z.enum(['ADD', 'REMOVE']),
});
/** Spec §7 "Contact like … when the contact is a profile": the same, by the owner's profile id. */
export const ContactProfileLikeBody = ContactLikeBody.omit({ phone: true }).extend({ profile_id: Id });
export const ContactLikeData = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  reviewResult: z.enum(['LIKE', 'DISLIKE']).nullable(),
});

/** What a signed-in viewer has ticked on one number, so the tag dialog shows it after a reload. */
export const MyTagsQuery = z.object({ phone: PhoneParam });
export const MyTagsData = z.object({ tags: z.array(z.object({ group: z.enum(TAG_GROUPS), code: z.string() })) });

/**
 * Paid contact requests (spec §1, §7 "Paid-contacts request {phoneNumber, date}; a further call with
 * no body", §9 price 11; decision 055): a signed-in user who got a call from a number asks its owner
 * to get in touch. `date` is the day of the call (yyyy-mm-dd, not in the future).
 */
export const ContactRequestBody = z.object({
  phoneNumber: PhoneParam,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const CONTACT_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
const RequestStatus = z.enum(CONTACT_REQUEST_STATUSES);
const PersonName = z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() });
/** A request I sent (the spec's fof.requests.outgoing item, with what the answer revealed). */
export const OutgoingContactRequest = z.object({
  id: z.number().int(),
  /** Straight to the owner, at `priceDirectly`; the spec's type through friends has no friends list here. */
  type: z.literal('direct'),
  status: RequestStatus,
  countFriends: z.number().int(),
  createdAtTimestamp: Timestamp,
  phoneNumber: z.string(),
  date: z.string(),
  /** When a pending request ends unanswered (its NumCy then come back). */
  expiresAtTimestamp: Timestamp,
  /** Accepted: the owner's name as their profile gives it. */
  owner: PersonName.nullable(),
});
/** A request to my number: who asks (their number once I accept), and the day of the call. */
export const IncomingContactRequest = z.object({
  id: z.number().int(),
  type: z.literal('direct'),
  status: RequestStatus,
  createdAtTimestamp: Timestamp,
  date: z.string(),
  expiresAtTimestamp: Timestamp,
  requester: PersonName.extend({ phoneNumber: z.string().nullable() }),
});
export const ContactRequestData = z.object({ request: OutgoingContactRequest, balance: z.number().int() });
export const ContactRequestsData = z.object({
  incoming: z.array(IncomingContactRequest),
  outgoing: z.array(OutgoingContactRequest),
  priceDirectly: z.number().int(),
});
export const ContactRequestAnswerBody = z.object({ request_id: Id, decision: z.enum(['accept', 'decline']) });
export const ContactRequestAnswerData = z.object({ request: IncomingContactRequest });
export type OutgoingContactRequest = z.infer<typeof OutgoingContactRequest>;
export type IncomingContactRequest = z.infer<typeof IncomingContactRequest>;
