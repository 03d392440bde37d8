import { z } from 'zod';
import { TAG_GROUPS } from '../constants.js';
import { Id, PhoneParam } from '../schemas/common.js';

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
