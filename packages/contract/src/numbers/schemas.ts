import { z } from 'zod';
import { SEARCH_SOURCES, TAG_GROUPS } from '../constants.js';
import { CommentSchema } from '../comments/schemas.js';
import { ReputationSchema } from '../reputation/schemas.js';
import { Id, Limit, LocaleParam, Offset, PhoneParam } from '../schemas/common.js';

const Name = z.string().nullable();

export const SearchParams = z.object({ phone: PhoneParam });
export const SearchQuery = z.object({
  locale: LocaleParam.optional(),
  paidSearch: z.enum(['0', '1']).default('0'),
  source: z.enum(SEARCH_SOURCES).default('WEB'),
});

export const TagCountSchema = z.object({ id: z.number().int(), code: z.string(), count: z.number().int() });
export type TagCount = z.infer<typeof TagCountSchema>;
export const TagsTopSchema = z.object(
  Object.fromEntries(TAG_GROUPS.map((g) => [g, z.array(TagCountSchema)])) as Record<
    (typeof TAG_GROUPS)[number],
    z.ZodArray<typeof TagCountSchema>
  >,
);
export type TagsTop = z.infer<typeof TagsTopSchema>;

export const ContactSchema = z.object({
  firstName: Name,
  lastName: Name,
  name_hash: z.string(),
  count: z.number().int(),
  reviewResult: z.enum(['LIKE', 'DISLIKE']).nullable(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const MetricsSchema = z.object({
  bans: z.number().int(),
  commentsCount: z.number().int(),
  contactsCount: z.number().int(),
  index: z.number(),
  isVerified: z.boolean(),
  isUnwanted: z.boolean(),
  isManyCalls: z.boolean(),
  isHidden: z.boolean(),
});
export type Metrics = z.infer<typeof MetricsSchema>;

const FofRequest = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.string(),
  countFriends: z.number().int(),
  createdAtTimestamp: z.number().int(),
});

/** The profile state of spec §3, as the lookup returns it. */
export const ProfileStateSchema = z.object({
  targetPhoneNumber: z.string(),
  suggestedProfile: z.object({ firstName: Name, lastName: Name }),
  averageProfile: z.object({ id: z.number().int().nullable(), firstName: Name, lastName: Name }),
  profile: z.object({
    id: z.number().int().nullable(),
    firstName: Name,
    lastName: Name,
    antispy_subscription: z.boolean(),
    is_pro: z.boolean(),
  }),
  ui: z.object({ avatar: z.string().nullable(), branding: z.string().nullable() }),
  metrics: MetricsSchema,
  /** Why the index is what it is (decision 030). */
  reputation: ReputationSchema,
  phone: z.object({
    region: z.string().nullable(),
    carrier: z.string().nullable(),
    number: z.string(),
    country: z.string().nullable(),
    type: z.string().nullable(),
  }),
  common: z.object({
    leftRequests: z.number().int(),
    spy_subscription: z.boolean(),
    isBanned: z.boolean(),
    isPaidRequest: z.boolean(),
    balance: z.number().int(),
    profileView: z.string().nullable(),
    myAvatarId: z.number().int().nullable(),
    showNames: z.boolean(),
  }),
  paidAlert: z.object({ show: z.boolean(), paidSearchPrice: z.number().int() }),
  contacts: z.array(ContactSchema),
  tagsTop: TagsTopSchema,
  pinnedComment: CommentSchema.nullable(),
  myComment: CommentSchema.nullable(),
  comments: z.array(CommentSchema),
  notice: z.object({ id: z.number().int(), text: z.string() }).nullable(),
  polls: z.object({
    show: z.object({ onComment: z.boolean(), onBan: z.boolean(), onPage: z.boolean() }),
    pollAnswers: z.array(z.unknown()),
  }),
  fof: z.object({
    hasContacts: z.boolean(),
    requests: z.object({ incoming: z.array(FofRequest), outgoing: z.array(FofRequest) }),
    list: z.array(z.unknown()),
    knownList: z.array(z.unknown()),
    priceDirectly: z.number().int(),
    myIncomingRequests: z.array(z.unknown()),
  }),
  neuroanalysis: z
    .object({
      neuroanalysisId: z.number().int(),
      link: z.string(),
      age: z.number().int().nullable(),
      neurotype: z.string().nullable(),
      is_shared: z.boolean(),
      metrics: z.record(z.string(), z.number()),
      description: z.string(),
    })
    .nullable(),
});
export type ProfileState = z.infer<typeof ProfileStateSchema>;

/** The names of a number, by the number or by its owner's profile id (spec §7: one or the other). */
export const ContactListQuery = z
  .object({ phone: PhoneParam.optional(), profile_id: Id.optional(), locale: z.string().optional() })
  .refine((q) => (q.phone === undefined) !== (q.profile_id === undefined), { message: 'Give either phone or profile_id' });
export const ContactListData = z.object({ contacts: z.array(ContactSchema) });

/** A profile: an account seen by others (docs/decisions/024-profiles.md). */
export const ProfileParams = z.object({ profileId: Id });
export const PublicProfileSchema = z.object({
  id: z.number().int(),
  firstName: Name,
  lastName: Name,
  avatar: z.string().nullable(),
  is_pro: z.boolean(),
  /** Published reviews (top-level comments) the account wrote. */
  reviewsCount: z.number().int(),
  /** When the account was created, seconds since the epoch. */
  memberSince: z.number().int(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** One review of an account, with the number it is about; `state` is shown to its author only. */
export const AuthoredReviewSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  text: z.string(),
  createdAtTimestamp: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  state: z.enum(['published', 'hidden', 'review']),
});
export type AuthoredReview = z.infer<typeof AuthoredReviewSchema>;
export const ReviewsQuery = z.object({ limit: Limit(50, 10), offset: Offset });
export const ReviewsData = z.object({ reviews: z.array(AuthoredReviewSchema), total: z.number().int() });
