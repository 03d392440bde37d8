import {
  DEFAULT_LOCALE,
  LIMITS,
  TAG_GROUPS,
  type Contact,
  type ProfileState,
  type TagsTop,
} from '@numscope/contract';
import { AppError } from '../../errors.js';
import type { Database } from '../../db/client.js';
import { admitSearch } from '../history/search-limits.js';
import { toComment } from '../comments/comment-row.js';
import { applyViewerFlags } from '../comments/comment-writes.service.js';
import type { NumberProfileRow, NumbersRepository, ProfileCard } from './numbers.repository.js';
import { describePhone } from './phone-meta.js';
import { normalizePhone, type NormalizedPhone } from './phone.js';

export function emptyTagsTop(): TagsTop {
  return Object.fromEntries(TAG_GROUPS.map((g) => [g, []])) as unknown as TagsTop;
}

/** Parses the number or refuses with PHONE_INVALID; every number route goes through here. */
export function requirePhone(input: string, locale?: string): NormalizedPhone {
  const phone = normalizePhone(input, locale);
  if (!phone) throw new AppError('PHONE_INVALID');
  return phone;
}

export function toContacts(rows: ProfileCard['contacts']): Contact[] {
  return rows.map((c) => ({ firstName: c.first, lastName: c.last, name_hash: c.hash, count: c.count, reviewResult: null }));
}

/**
 * The profile state of spec §3 for one number. A valid number nobody wrote about gets the same
 * shape with the defaults of §9. Parts that later features fill (polls, friends-of-friends,
 * neuroanalysis, notices, the viewer's own comment) are empty, never invented.
 */
function buildProfile(phone: NormalizedPhone, row: NumberProfileRow | null, locale: string): ProfileState {
  const meta = describePhone(phone.parsed, locale);
  const tagsTop = emptyTagsTop();
  for (const t of row?.card.tags ?? []) tagsTop[t.grp].push({ id: t.id, code: t.code, count: t.count });
  const nowSec = Math.floor(Date.now() / 1000);
  return {
    targetPhoneNumber: phone.e164,
    suggestedProfile: { firstName: null, lastName: null },
    averageProfile: { id: row?.owner_id ?? null, firstName: row?.avg_first_name ?? null, lastName: row?.avg_last_name ?? null },
    profile: {
      id: row?.owner_id ?? null,
      firstName: row?.owner_first_name ?? null,
      lastName: row?.owner_last_name ?? null,
      antispy_subscription: false,
      is_pro: row?.owner_is_pro ?? false,
    },
    ui: { avatar: row?.owner_avatar ?? null, branding: null },
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
    contacts: toContacts(row?.card.contacts ?? []),
    tagsTop,
    pinnedComment: row?.card.pinned ? toComment(row.card.pinned, nowSec) : null,
    myComment: null,
    comments: (row?.card.comments ?? []).map((c) => toComment(c, nowSec)),
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
  };
}

/** The viewer's own name suggestion and private note on a number (notes-and-names module). */
export type ViewerView = (numberId: number, accountId: number) => Promise<{
  suggestion: { firstName: string | null; lastName: string | null } | null;
  notice: { id: number; text: string } | null;
  contactReactions: Map<string, 'LIKE' | 'DISLIKE'>;
}>;

export function createNumbersService(repo: NumbersRepository, db: Database, viewerView: ViewerView) {
  return {
    /** The profile of a number; a signed-in viewer also gets their own comment and reaction flags. */
    async search(input: string, locale: string = DEFAULT_LOCALE, viewerId?: number, paidSearch = false): Promise<ProfileState> {
      const phone = requirePhone(input, locale);
      const admission = viewerId ? await db.transaction((q) => admitSearch(q, viewerId, phone.e164, paidSearch)) : null;
      if (admission && !admission.admitted) {
        // Free searches are spent: the number and its metadata, but not what people wrote.
        const withheld = buildProfile(phone, null, locale);
        withheld.paidAlert = { show: true, paidSearchPrice: LIMITS.paidSearchPrice };
        withheld.common = { ...withheld.common, leftRequests: 0, balance: admission.balance };
        return withheld;
      }
      const row = await repo.profile(phone.e164);
      const profile = buildProfile(phone, row, locale);
      if (admission) {
        profile.common = { ...profile.common, leftRequests: admission.leftRequests, isPaidRequest: admission.isPaidRequest, balance: admission.balance };
      }
      if (viewerId && row) {
        const [mine, own] = await Promise.all([repo.ownComment(row.id, viewerId), viewerView(row.id, viewerId)]);
        if (own.suggestion) profile.suggestedProfile = own.suggestion;
        profile.notice = own.notice;
        for (const c of profile.contacts) c.reviewResult = own.contactReactions.get(c.name_hash) ?? null;
        profile.myComment = mine ? toComment(mine) : null;
        await applyViewerFlags(db, [...profile.comments, ...(profile.pinnedComment ? [profile.pinnedComment] : []), ...(profile.myComment ? [profile.myComment] : [])], viewerId);
      }
      return profile;
    },
    async contacts(input: string, locale: string = DEFAULT_LOCALE): Promise<Contact[]> {
      const phone = requirePhone(input, locale);
      return toContacts(await repo.contacts(phone.e164, 100));
    },
  };
}

export type NumbersService = ReturnType<typeof createNumbersService>;
