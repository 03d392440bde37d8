import {
  DEFAULT_LOCALE,
  LIMITS,
  TAG_GROUPS,
  type AuthoredReview,
  type Contact,
  type ProfileState,
  type PublicProfile,
  type Reputation,
  type TagsTop,
} from '@numscope/contract';
import { AppError } from '../../errors.js';
import { JsonText } from '../../http/json-text.js';
import type { Querier } from '../../db/client.js';
import type { Touched } from '../../db/unit-of-work.js';
import type { AccountClaims } from '../../http/authenticate.js';
import { epochSeconds, type Clock } from '../../infra/clock.js';
import { homeCountry, internationalReading, phoneOfRow, requirePhone, type NormalizedPhone } from '../../shared/phone.js';
import { viewerCommentsFrom } from '../comments/index.js';
import type { Searches } from '../history/index.js';
import { viewerNotesAndNamesFrom } from '../notes-and-names/index.js';
import { neutralReputation, scoreNumbers } from '../reputation/index.js';
import {
  createNumbersRepository,
  type ContactRow,
  type NumberProfileRow,
  type NumbersRepository,
  type ProfileAccountRow,
  type ProfileCard,
  type ReviewRow,
} from './numbers.repository.js';
import { describePhone } from './phone-meta.js';

export function emptyTagsTop(): TagsTop {
  return Object.fromEntries(TAG_GROUPS.map((g) => [g, []])) as unknown as TagsTop;
}

export function toContacts(rows: ContactRow[]): Contact[] {
  return rows.map((c) => ({ firstName: c.first, lastName: c.last, name_hash: c.hash, count: c.count, reviewResult: null }));
}

/** Anti-spy (docs/decisions/021): to anyone but the owner, the number's page shows no names, avatar or profile link of the person. */
function withoutOwnerDetails(p: ProfileState): ProfileState {
  if (!p.profile.antispy_subscription) return p;
  return {
    ...p,
    profile: { ...p.profile, id: null, firstName: null, lastName: null },
    averageProfile: { id: null, firstName: null, lastName: null },
    ui: { ...p.ui, avatar: null },
    contacts: [],
  };
}

/** What of the answer the number row holds as JSON text: its card and its reputation. */
type ProfileHead = Omit<ProfileState, keyof ProfileCard | 'reputation'>;

const emptyCard = (): ProfileCard => ({ contacts: [], tagsTop: emptyTagsTop(), pinnedComment: null, comments: [] });
const NEUTRAL_REPUTATION = JSON.stringify(neutralReputation());

/** What the head says of the number itself: its people, metrics and phone metadata. */
function numberHead(phone: NormalizedPhone, row: NumberProfileRow | null, locale: string) {
  const meta = describePhone(phone.parsed, locale);
  // A hidden profile shows nothing of the person; their anti-spy still withholds the number's people.
  const owner = row?.owner?.shown ? row.owner : null;
  return {
    targetPhoneNumber: phone.e164,
    averageProfile: { id: owner?.id ?? null, firstName: row?.avg_first_name ?? null, lastName: row?.avg_last_name ?? null },
    profile: {
      id: owner?.id ?? null,
      firstName: owner?.first_name ?? null,
      lastName: owner?.last_name ?? null,
      antispy_subscription: row?.owner?.antispy ?? false,
      is_pro: owner?.is_pro ?? false,
    },
    ui: { avatar: owner?.avatar ?? null, branding: null },
    metrics: {
      bans: row?.bans ?? 0,
      commentsCount: row?.comments_count ?? 0,
      contactsCount: row?.contacts_count ?? 0,
      index: row?.trust_index ?? LIMITS.defaultIndex,
      isVerified: row?.is_verified ?? false,
      isUnwanted: row?.is_unwanted ?? false,
      isManyCalls: row?.is_many_calls ?? false,
      isHidden: row?.is_hidden ?? false,
    },
    phone: { region: meta.region, carrier: meta.carrier, number: phone.e164, country: phone.country, type: phone.type },
  } satisfies Partial<ProfileHead>;
}

/**
 * The rest of the head, the same for every number a visitor looks up: the defaults of §9, and the
 * parts that later features fill (polls, friends-of-friends, neuroanalysis) empty, never invented.
 * A signed-in viewer's lookup then sets its own parts.
 */
const visitorDefaults = () =>
  ({
    suggestedProfile: { firstName: null, lastName: null },
    common: {
      leftRequests: LIMITS.defaultFreeRequests,
      spy_subscription: false,
      isBanned: false,
      isPaidRequest: false,
      balance: 0,
      profileView: null,
      myAvatarId: null,
      showNames: true,
    },
    paidAlert: { show: false, paidSearchPrice: LIMITS.paidSearchPrice },
    myComment: null,
    notice: null,
    polls: { show: { onComment: false, onBan: false, onPage: false }, pollAnswers: [] },
    fof: {
      hasContacts: false,
      requests: { incoming: [], outgoing: [] },
      list: [],
      knownList: [],
      priceDirectly: LIMITS.friendRequestPrice,
      myIncomingRequests: [],
    },
    neuroanalysis: null,
  }) satisfies Omit<ProfileHead, keyof ReturnType<typeof numberHead>>;

/** `visitorDefaults` written once: a visitor's answer writes only the number's own part per request. */
const VISITOR_DEFAULTS_TEXT = members(visitorDefaults());
/** The same but `common`, which a signed-in answer writes for its viewer. */
const DEFAULTS_BUT_COMMON_TEXT = members({ ...visitorDefaults(), common: undefined });
const VISITOR_COMMON = visitorDefaults().common;

/** An object's members as JSON text, without its braces (to be spliced into another object). */
function members(value: object): string {
  return JSON.stringify(value).slice(1, -1);
}

/** The profile state of spec §3 for one number, but for its card and reputation. A valid number nobody wrote about gets the same shape. */
function profileHead(phone: NormalizedPhone, row: NumberProfileRow | null, locale: string): ProfileHead {
  return { ...numberHead(phone, row, locale), ...visitorDefaults() };
}

const shownIds = (card: ProfileCard) => [...card.comments.map((c) => c.id), ...(card.pinnedComment ? [card.pinnedComment.id] : [])];

/** The whole answer as a value, for what is changed per viewer (a signed-in lookup, a withheld one, an anti-spy number). */
function buildProfile(phone: NormalizedPhone, row: NumberProfileRow | null, locale: string): ProfileState {
  const card = row ? (JSON.parse(row.card) as ProfileCard) : emptyCard();
  const reputation = JSON.parse(row?.reputation_json ?? NEUTRAL_REPUTATION) as Reputation;
  return { ...profileHead(phone, row, locale), reputation, ...card };
}

/**
 * An answer as text (decision 037): the head's members are written here, the number's reputation
 * and card are spliced in as PostgreSQL sent them (the card is an object of the answer's own keys).
 */
function profileText(headMembers: string, row: NumberProfileRow): JsonText<ProfileState> {
  return new JsonText(`{${headMembers},"reputation":${row.reputation_json ?? NEUTRAL_REPUTATION},${row.card.slice(1)}`);
}

export interface NumbersDeps {
  repo: NumbersRepository;
  clock: Clock;
  /** The history area's admission of signed-in searches (registered before this area). */
  searches: Searches;
}

/**
 * The lookup composes; nothing depends back (docs/decisions/015-card-freshness-and-lookup.md). A
 * visitor's lookup is the one indexed read of the card; a signed-in one adds, in the same
 * statement, the history admission (history area) and the viewer's own view from the comments and
 * notes-and-names areas (decision 038).
 */
const toPublicProfile = (a: ProfileAccountRow): PublicProfile => ({
  id: a.id,
  firstName: a.first_name,
  lastName: a.last_name,
  avatar: a.avatar,
  is_pro: a.is_pro,
  reviewsCount: a.reviews,
  memberSince: Number(a.member_since),
});

const toReview = (r: ReviewRow): AuthoredReview => ({
  id: r.id,
  phone: r.e164.replace(/\D/g, ''),
  text: r.text,
  createdAtTimestamp: Number(r.at),
  likes: r.likes,
  dislikes: r.dislikes,
  state: r.in_review ? 'review' : r.hidden ? 'hidden' : 'published',
});

export function createNumbersService({ repo, clock, searches }: NumbersDeps) {
  /** A profile others may see, or PROFILE_NOT_FOUND (hidden profiles are indistinguishable from none). */
  async function shownProfile(by: { id: number } | { e164: string }): Promise<ProfileAccountRow> {
    const account = await repo.profileAccount(by, clock.now());
    if (!account) throw new AppError('PROFILE_NOT_FOUND');
    return account;
  }

  /**
   * What the lookup's single statement leaves to second ones, for the few numbers that need them
   * (decisions 037, 041): a card built now when the stored one is stale, and the owner of a number
   * that has one, with whether their anti-spy hides them now.
   */
  async function completed<T extends NumberProfileRow>(row: T | null, now: Date): Promise<T | null> {
    if (row?.card_stale) row.card = await repo.cardAt(row.id, now);
    if (row?.owner_account_id != null) row.owner = await repo.owner(row.owner_account_id, now);
    return row;
  }

  /**
   * The number's row first (decision 040): a number in the database is rebuilt from its row, so
   * only a number nobody has written about is parsed. The international reading of the digits goes
   * first, as in `normalizePhone`, which chooses it whenever it is a valid number, and a row exists
   * only for a number that was valid when it was made. `read` is the visitor's statement or the
   * signed-in one; neither writes, so reading again with the parsed number is harmless.
   */
  async function rowFirst<R extends { row: NumberProfileRow | null }>(
    input: string,
    locale: string,
    acceptLanguage: string | undefined,
    read: (e164: string) => Promise<R>,
  ) {
    const international = internationalReading(input);
    const first = international ? await read(international) : null;
    const known = first?.row && phoneOfRow(first.row.e164, first.row.country);
    if (known) return { phone: known, ...first };
    // Only a number not found by its international reading is parsed, so only then is the header read.
    const phone = requirePhone(input, locale, homeCountry(acceptLanguage));
    return { phone, ...(phone.e164 === international ? first! : await read(phone.e164)) };
  }

  const service = {
    async search({
      viewer,
      phone: input,
      locale = DEFAULT_LOCALE,
      acceptLanguage,
      paidSearch = false,
    }: {
      viewer: AccountClaims | null;
      phone: string;
      locale?: string;
      /** The browser's languages: their country reads a number typed in its national form (`homeCountry`). */
      acceptLanguage?: string;
      paidSearch?: boolean;
    }): Promise<ProfileState | JsonText<ProfileState>> {
      const now = clock.now();
      if (!viewer) {
        const read = await rowFirst(input, locale, acceptLanguage, async (e164) => ({ row: await repo.profile(e164, now) }));
        const row = await completed(read.row, now);
        return row && !row.owner?.antispy
          ? profileText(`${members(numberHead(read.phone, row, locale))},${VISITOR_DEFAULTS_TEXT}`, row)
          : withoutOwnerDetails(buildProfile(read.phone, row, locale));
      }
      // One statement (decision 043): the number's row, the viewer's account for the admission,
      // their spy subscription and whether they have anything of their own on the number.
      const {
        phone,
        account,
        row: stored,
      } = await rowFirst(input, locale, acceptLanguage, (e164) => repo.profileForViewer({ e164, at: now, viewerId: viewer.accountId }));
      if (!account) throw new AppError('TOKEN_INVALID');
      const admission =
        phone.e164 === viewer.phone
          ? await searches.ownNumber(account, { accountId: viewer.accountId, now })
          : await searches.admit(account, { accountId: viewer.accountId, e164: phone.e164, paidSearch, now });
      const common = {
        ...VISITOR_COMMON,
        spy_subscription: account.spy,
        leftRequests: admission.leftRequests,
        isPaidRequest: admission.isPaidRequest,
        balance: admission.balance,
      };
      if (!admission.admitted) {
        // Free searches are spent: the number and its metadata, but not what people wrote.
        const withheld = buildProfile(phone, null, locale);
        withheld.paidAlert = { show: true, paidSearchPrice: LIMITS.paidSearchPrice };
        withheld.common = common;
        return withheld;
      }
      // A withheld answer shows no card: only an admitted one completes a stale card or the owner's anti-spy.
      const row = await completed(stored, now);
      if (!row) return { ...profileHead(phone, null, locale), common, reputation: neutralReputation(), ...emptyCard() };
      const hidesOwner = row.owner?.antispy && row.owner.id !== viewer.accountId;
      // Most numbers a viewer looks up hold nothing of theirs: the visitors' answer with the viewer's `common`, as text.
      if (!account.marked && !hidesOwner)
        return profileText(
          `${members(numberHead(phone, row, locale))},${DEFAULTS_BUT_COMMON_TEXT},"common":${JSON.stringify(common)}`,
          row,
        );
      const head = { ...profileHead(phone, row, locale), common };
      const card = JSON.parse(row.card) as ProfileCard;
      const own = account.marked ? await repo.viewerPart(row.id, viewer.accountId, shownIds(card)) : null;
      if (own) {
        const comments = viewerCommentsFrom(own, epochSeconds(clock));
        const notes = viewerNotesAndNamesFrom(own);
        head.myComment = comments.myComment;
        if (notes.suggestion) head.suggestedProfile = notes.suggestion;
        head.notice = notes.notice;
        comments.applyTo(card.pinnedComment ? [...card.comments, card.pinnedComment] : card.comments);
        for (const c of card.contacts) c.reviewResult = notes.contactReactions.get(c.name_hash) ?? null;
      }
      const profile: ProfileState = { ...head, reputation: JSON.parse(row.reputation_json ?? NEUTRAL_REPUTATION) as Reputation, ...card };
      return hidesOwner ? withoutOwnerDetails(profile) : profile;
    },

    /** The lookup of a profile's own number (a review author's name, source FROM_COMMENTS): counted as a search. */
    async searchByProfile(o: { viewer: AccountClaims | null; profileId: number; locale?: string; paidSearch?: boolean }) {
      const account = await shownProfile({ id: o.profileId });
      return service.search({ viewer: o.viewer, phone: account.phone, locale: o.locale, paidSearch: o.paidSearch });
    },

    async profilePhone(profileId: number): Promise<string> {
      return (await shownProfile({ id: profileId })).phone;
    },

    async profileCard({ profileId }: { profileId: number }): Promise<PublicProfile> {
      return toPublicProfile(await shownProfile({ id: profileId }));
    },

    async profileByPhone({ phone: input }: { phone: string }): Promise<PublicProfile> {
      return toPublicProfile(await shownProfile({ e164: requirePhone(input).e164 }));
    },

    async profileReviews({ profileId, page }: { profileId: number; page: { limit: number; offset: number } }) {
      const account = await shownProfile({ id: profileId });
      const { rows, total } = await repo.reviewsBy(account.id, page, clock.now(), false);
      return { reviews: rows.map(toReview), total };
    },

    /** My reviews on every number, with the ones others cannot see now marked as such. */
    async myReviews({ account, page }: { account: AccountClaims; page: { limit: number; offset: number } }) {
      const { rows, total } = await repo.reviewsBy(account.accountId, page, clock.now(), true);
      return { reviews: rows.map(toReview), total };
    },

    /** The names saved on a number, as its page lists them (none while the owner's anti-spy hides them from this viewer). */
    async contacts({
      viewer,
      phone: input,
      profileId,
      locale = DEFAULT_LOCALE,
    }: {
      viewer: AccountClaims | null;
      phone?: string;
      profileId?: number;
      locale?: string;
    }): Promise<{ contacts: Contact[] }> {
      const e164 = profileId !== undefined ? (await shownProfile({ id: profileId })).phone : requirePhone(input ?? '', locale).e164;
      const rows = await repo.contacts({ e164, limit: 100, viewerId: viewer?.accountId ?? null, at: clock.now() });
      return { contacts: toContacts(rows) };
    },
  };
  return service;
}

export type NumbersService = ReturnType<typeof createNumbersService>;

/**
 * Scores (reputation area), recounts and rebuilds the cards of the numbers a unit of work touched,
 * once before its commit, however many numbers.
 */
export async function rebuildNumbers(q: Querier, { numbers, authors }: Touched, now: Date): Promise<void> {
  const repo = createNumbersRepository(q);
  await repo.lockForRebuild(numbers, authors);
  if (numbers.length > 0) {
    await scoreNumbers(q, numbers, now);
    await repo.rebuild(numbers, now);
  }
  await repo.refreshCardsOfAuthors(authors, now);
}
