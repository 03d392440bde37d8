import { LIMITS, REPUTATION, TAG_GROUPS, type ProfileState } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { batchedRead } from '../../db/batched-read.js';
import { commentJsonSql, viewerCommentsSql, type ViewerCommentColumns } from '../comments/index.js';
import { viewerNotesAndNamesSql, type ViewerNotesAndNamesColumns } from '../notes-and-names/index.js';
import type { AdmissionAccount } from '../history/index.js';
import { activeSql, antispyHidesJoinedSql, antispyHidesSql, ownerHidesPeopleSql } from '../subscriptions/index.js';
import { accountShownSql } from '../account/index.js';

export interface NumberRow {
  id: number;
  e164: string;
  /** The country the number was read in when its row was made (null for non-geographic numbers). */
  country: string | null;
  avg_first_name: string | null;
  avg_last_name: string | null;
  comments_count: number;
  bans: number;
  contacts_count: number;
  trust_index: number;
  is_verified: boolean;
  is_unwanted: boolean;
  is_many_calls: boolean;
  is_hidden: boolean;
  /** Whose number this is, as its page shows them; read by a second statement for a number that has an owner (decision 041). */
  owner: NumberOwner | null;
}

/** A number's owner, whether or not their profile shows (anti-spy hides them either way). */
export interface NumberOwner {
  id: number;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  is_pro: boolean;
  /** Anti-spy is active now: their number's page shows no personal details to others (docs/decisions/021). */
  antispy: boolean;
  /** An active account with profileGoing on: its name, avatar and profile link may show on its number's page. */
  shown: boolean;
}

/** A name the number's callers saved it under, with how many and their votes on it. */
export interface ContactRow {
  first: string | null;
  last: string | null;
  hash: string;
  count: number;
  likes: number;
  dislikes: number;
}

/** What the card holds: the parts of a visitor's answer that come from others' writes, in the answer's shape. */
export type ProfileCard = Pick<ProfileState, 'contacts' | 'tagsTop' | 'pinnedComment' | 'comments'>;

/** The lookup's row: the card and the reputation as JSON text, spliced into the answer as they are (decision 037). */
export interface NumberProfileRow extends NumberRow {
  /** The account whose number this is; `owner` is read only when there is one. */
  owner_account_id: number | null;
  card: string;
  /** The stored card's view has ended, or it predates its shape: build it with `cardAt`. */
  card_stale: boolean;
  /** Why the index is what it is (contract ReputationSchema, decision 030); null until first scored. */
  reputation_json: string | null;
}

/** The viewer's own part of a number's page (decision 032), read only for a number the viewer marked (043). */
export type ViewerPartRow = ViewerCommentColumns & ViewerNotesAndNamesColumns;

/** What a signed-in lookup reads of the viewer's account, beside the number's row. */
export interface ViewerAccountRow extends AdmissionAccount {
  /** A spy subscription gives its benefits now. */
  spy: boolean;
  /** The viewer has something of their own on this number (viewer_marks): the viewer part is read. */
  marked: boolean;
}

/*
 * Deleted comments (tombstones) and re-posts held for review are in no card or count (decision 026).
 * The profile card: top names, tag counts, the pinned comment and the first page of comments in
 * the default order, with their authors' shown names, kept as one jsonb value on the number in the
 * answer's own shape, so a visitor's lookup is a single-row read whose card is spliced into the
 * answer as text (decision 037). The unit of work rebuilds the cards of the numbers a write touched,
 * and of those showing an author whose shown fields it changed, once, before commit.
 *
 * A card is built as a visitor sees it at a time (`at`, an SQL expression): a comment hidden then
 * shows without its text. `card_until` is when that view ends (the first hide to end); the lookup
 * builds a card past it, or one built before decision 037 (`-infinity`), with a second statement,
 * and a job refreshes it. (Not in the lookup's own statement: PostgreSQL sets up every subquery of
 * a statement on each execution, run or not, and that setup cost the single-row read half its speed.)
 */
const SHOWN_COMMENT = `c.number_id = n.id and c.parent_id is null and c.deleted_at is null and not c.in_review`;
const TAGS_TOP = `json_build_object(${TAG_GROUPS.map(
  (g) => `'${g}', (select coalesce(json_agg(json_build_object('id', t.id, 'code', t.code, 'count', nt.count)
        order by nt.weight desc, nt.count desc, t.id), '[]') from number_tags nt join tags t on t.id = nt.tag_id where nt.number_id = n.id and t.grp = '${g}')`,
).join(',\n  ')})`;
const cardJson = (at: string) => `json_build_object(
  'contacts', (select coalesce(json_agg(json_build_object('firstName', nn.first_name, 'lastName', nn.last_name,
        'name_hash', nn.name_hash, 'count', nn.count, 'reviewResult', null)), '[]')
     from (select * from number_names where number_id = n.id order by weight desc, count desc, id limit ${LIMITS.contactsCount}) nn),
  'tagsTop', ${TAGS_TOP},
  'comments', (select coalesce(json_agg(x.comment order by x.interest desc, x.id desc), '[]') from (
     select c.id, c.interest, ${commentJsonSql(at)} as comment from comments c left join accounts a on a.id = c.author_id
     where ${SHOWN_COMMENT} and not c.is_pinned
     order by c.interest desc, c.id desc limit ${LIMITS.commentPageLimit}) x),
  'pinnedComment', (select ${commentJsonSql(at)} from comments c left join accounts a on a.id = c.author_id
     where ${SHOWN_COMMENT} and c.is_pinned order by c.id desc limit 1))`;
/** When the card built at `at` stops being what a visitor sees then: the first hide on the number to end. */
const cardUntil = (at: string) => `(select min(c.hidden_until) from comments c where ${SHOWN_COMMENT} and c.hidden_until > ${at})`;
/** The authors of the comments a card shows (its first page and the pinned one). */
const CARD_AUTHORS = `array(select distinct x.author_id from (
     (select c.author_id from comments c where ${SHOWN_COMMENT} and not c.is_pinned and c.author_id is not null
       order by c.interest desc, c.id desc limit ${LIMITS.commentPageLimit})
     union all
     (select c.author_id from comments c where ${SHOWN_COMMENT} and c.is_pinned and c.author_id is not null
       order by c.id desc limit 1)) x)`;
const CARD_SET = (at: string) => `card = ${cardJson(at)}, card_authors = ${CARD_AUTHORS}, card_until = ${cardUntil(at)}`;

/** SQL that rebuilds, as of `at`, the cards of the numbers matching `where` (a condition on `n`); the seed uses it in bulk. */
export function refreshCardsSql(where: string, at: string): string {
  return `update numbers n set ${CARD_SET(at)} where ${where}`;
}

const s = (name: string, text: string): Statement => ({ name, text });
/** A top-level comment others may read: published, and not hidden now (`$AT`: the parameter holding the time). */
const REVIEW_SHOWN = `(not c.in_review and (c.hidden_by is null or (c.hidden_until is not null and c.hidden_until <= $AT)))`;
const PROFILE_ACCOUNT = `select a.id, a.phone, a.first_name, a.last_name, a.avatar, a.is_pro,
    extract(epoch from a.created_at)::bigint as member_since,
    (select count(*)::int from comments c where c.author_id = a.id and c.parent_id is null and c.deleted_at is null
      and ${REVIEW_SHOWN.replace('$AT', '$2')}) as reviews
  from accounts a`;
const ACCOUNT_SHOWN = accountShownSql('a');
const PROFILE_SHOWN = `${ACCOUNT_SHOWN} and not ${antispyHidesSql('a', '$2::timestamptz')}`;

/**
 * The lookup's columns of the number row `n` (`SQL.profiles`). The lookup reads the number's row
 * alone (decision 041): the owner, whom most numbers lack, and the comparison of the card's end of
 * view with now are the service's, so a lookup touches no other table and binds no time.
 */
const profileColumns = (n: string) => `${n}.id, ${n}.e164, ${n}.country, ${n}.avg_first_name, ${n}.avg_last_name,
    ${n}.comments_count, ${n}.bans, ${n}.contacts_count, ${n}.trust_index, ${n}.is_verified, ${n}.is_unwanted,
    ${n}.is_many_calls, ${n}.is_hidden, ${n}.reputation::text as reputation_json, ${n}.owner_account_id,
    ${n}.card::text as card, ${n}.card_until`;
const SQL = {
  /**
   * The lookups asked for together (decision 060): for each of `$1`'s numbers that exists, its row
   * with its card, one probe of the e164 index each; `i` is the number's place in `$1`, from 1.
   */
  profiles: s(
    'numbers_profiles',
    `select q.i, ${profileColumns('n')}
    from unnest($1::text[]) with ordinality as q(e164, i) join numbers n on n.e164 = q.e164`,
  ),
  /**
   * The owner of a number: whether their profile shows (not for a deactivated or deleted account or
   * one that switched profileGoing off) and whether their anti-spy hides the number's people now,
   * which holds whether or not the profile shows (decision 053).
   */
  owner: s(
    'numbers_owner',
    `select a.id, a.first_name, a.last_name, a.avatar, a.is_pro, ${antispyHidesSql('a', '$2::timestamptz')} as antispy,
      (${ACCOUNT_SHOWN}) as shown
    from accounts a where a.id = $1`,
  ),
  /**
   * Signed-in viewers' lookups asked for together (decisions 043, 060): each the same read as
   * `profiles`, with the viewer's account row (for the admission), their spy and anti-spy
   * subscriptions (decision 048) and whether they marked the number, each an index probe joined to
   * it, no subquery. `$1` the numbers, `$2` the viewers, `$3` their times (ISO text); `i` is the
   * place in them, from 1. No row: the account is gone; a row without `id`: no such number.
   */
  profilesForViewers: s(
    'numbers_profiles_for_viewers',
    `select q.i, a.is_pro, a.balance, a.overlimit_search, coalesce(${activeSql('spy', 'q.at::timestamptz')}, false) as spy,
      ${antispyHidesJoinedSql('a', 'antispy', 'q.at::timestamptz')} as antispy, m.number_id is not null as marked,
      ${profileColumns('n')}
    from unnest($1::text[], $2::bigint[], $3::text[]) with ordinality as q(e164, viewer, at, i)
    join accounts a on a.id = q.viewer
    left join subscriptions spy on spy.account_id = a.id and spy.kind = 'spy'
    left join subscriptions antispy on antispy.account_id = a.id and antispy.kind = 'antispy'
    left join numbers n on n.e164 = q.e164
    left join viewer_marks m on m.account_id = a.id and m.number_id = n.id`,
  ),
  /**
   * The viewer's own part of a number's page, from the comments and notes-and-names areas (their
   * SQL): `$1` the number, `$2` the viewer, `$3` the ids of the comments its card shows.
   */
  viewerPart: s(
    'numbers_viewer_part',
    `select ${viewerCommentsSql('$1::bigint', '$2::bigint', '$3::bigint[]')},\n    ${viewerNotesAndNamesSql('$1::bigint', '$2::bigint')}`,
  ),
  /*
   * A profile as others see it (decision 024): never a deactivated, deleted or anti-spy account,
   * nor one whose owner switched profileGoing off.
   */
  profileAccount: s('numbers_profile_account', `${PROFILE_ACCOUNT} where a.id = $1 and ${PROFILE_SHOWN}`),
  profileAccountByPhone: s('numbers_profile_account_by_phone', `${PROFILE_ACCOUNT} where a.phone = $1 and ${PROFILE_SHOWN}`),
  reviewsBy: s(
    'numbers_reviews_by',
    `select c.id, n.e164, c.text, extract(epoch from c.created_at)::bigint as at, c.likes, c.dislikes, c.in_review,
      (c.hidden_by is not null and (c.hidden_until is null or c.hidden_until > $4)) as hidden
    from comments c join numbers n on n.id = c.number_id
    where c.author_id = $1 and c.parent_id is null and c.deleted_at is null and (${REVIEW_SHOWN.replace('$AT', '$4')} or $5)
    order by c.created_at desc, c.id desc limit $2 offset $3`,
  ),
  reviewsTotal: s(
    'numbers_reviews_total',
    `select count(*)::int as n from comments c
    where c.author_id = $1 and c.parent_id is null and c.deleted_at is null and (${REVIEW_SHOWN.replace('$AT', '$2')} or $3)`,
  ),
  /**
   * Locks, in id order, the numbers a unit of work rebuilds: those it touched and those whose card
   * shows an author it touched. Two rebuilds that took their rows in their scans' orders deadlocked
   * (the sweep that deletes accounts against the rescore job); in one order they wait in line.
   */
  lockForRebuild: s(
    'numbers_lock_for_rebuild',
    'select id from numbers where id = any($1::bigint[]) or card_authors && $2::bigint[] order by id for update',
  ),
  /** A number's card as a visitor sees it at `$2`, built now (the lookup's, when the stored one is stale). */
  cardAt: s('numbers_card_at', `select (${cardJson('$2::timestamptz')})::text as card from numbers n where n.id = $1`),
  refreshCards: s('numbers_refresh_cards', refreshCardsSql('n.id = any($1::bigint[])', '$2::timestamptz')),
  /** The cards that show any of these authors (their shown name, avatar, PRO mark or presence changed). */
  refreshCardsOfAuthors: s('numbers_refresh_cards_of_authors', refreshCardsSql('n.card_authors && $1::bigint[]', '$2::timestamptz')),
  /**
   * Cards whose view has ended (a hide ended) or that were built before decision 037, oldest first;
   * two runners (a retried job beside a slow one) take different rows.
   */
  refreshStaleCards: s(
    'numbers_refresh_stale_cards',
    `${refreshCardsSql('n.id in (select id from numbers where card_until <= $1 order by card_until limit $2 for update skip locked)', '$1::timestamptz')} returning n.id`,
  ),
  /**
   * The names saved on a number, none while its owner's anti-spy hides them from this viewer (`$3`,
   * null for a visitor; the owner sees their own, decision 053).
   */
  contacts: s(
    'numbers_contacts',
    `select nn.first_name as first, nn.last_name as last, nn.name_hash as hash, nn.count, nn.likes, nn.dislikes
    from number_names nn join numbers n on n.id = nn.number_id
    where n.e164 = $1 and not ${ownerHidesPeopleSql('n', '$3::bigint', '$4::timestamptz')}
    order by nn.weight desc, nn.count desc, nn.id limit $2`,
  ),
  // Counts, name aggregates (the average profile is the name with the most weight; contacts_count the
  // contact books holding the number, whatever the name: decision 059) and the card, for many numbers in one statement; the reputation area has
  // scored them (index, flags, bans) just before.
  rebuild: s(
    'numbers_rebuild',
    `update numbers n set comments_count = u.comments, is_many_calls = u.comments + n.bans >= ${REPUTATION.manyCallsReports},
      contacts_count = (select coalesce(sum(count), 0) from number_names where number_id = n.id),
      avg_first_name = (select first_name from number_names where number_id = n.id order by weight desc, count desc, id limit 1),
      avg_last_name = (select last_name from number_names where number_id = n.id order by weight desc, count desc, id limit 1),
      ${CARD_SET('$2::timestamptz')}
    from (select n2.id, (select count(*)::int from comments c where c.number_id = n2.id and c.parent_id is null
            and c.deleted_at is null and not c.in_review) as comments
          from numbers n2 where n2.id = any($1::bigint[])) u
    where n.id = u.id`,
  ),
};

/** All SQL of the numbers area: the lookup read, the contacts list, and the rebuild of derived data. */
export interface ProfileAccountRow {
  id: number;
  phone: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  is_pro: boolean;
  member_since: number;
  reviews: number;
}

export interface ReviewRow {
  id: number;
  e164: string;
  text: string;
  at: number;
  likes: number;
  dislikes: number;
  in_review: boolean;
  hidden: boolean;
}

/**
 * The lookup statement's row: the card's end of view instead of whether it is stale, no owner's part
 * yet. A card never built ends at `-infinity`, which PGlite reads as `-Infinity` and postgres.js as
 * an invalid Date.
 */
type StoredProfileRow<T extends NumberProfileRow = NumberProfileRow> = Omit<T, 'card_stale' | 'owner'> & {
  card_until: Date | number | null;
};

/** A stored row as the lookup uses it (completed in place): whether its card is stale at `at`, and no owner until the service reads one. */
function profileRow<T extends NumberProfileRow>(stored: StoredProfileRow<T>, at: Date): T {
  const row = stored as unknown as T;
  // "Not after now" rather than "at or before": an invalid Date compares false either way.
  row.card_stale = stored.card_until !== null && !(Number(stored.card_until) > at.getTime());
  row.owner = null;
  return row;
}

/** Rows of a batched statement, by their place `i` (from 1) among the `count` keys asked for. */
function byPlace<R>(rows: (R & { i: number | string })[], count: number): (R | undefined)[] {
  const placed = new Array<R | undefined>(count);
  for (const row of rows) placed[Number(row.i) - 1] = row;
  return placed;
}

export interface ViewerLookup {
  e164: string;
  at: Date;
  viewerId: number;
}

export function createNumbersRepository(db: Querier) {
  const readProfiles = async (q: Querier, e164s: string[]) =>
    byPlace(await q.query<StoredProfileRow & { i: number }>(SQL.profiles, [e164s]), e164s.length);
  const readForViewers = async (q: Querier, v: ViewerLookup[]) =>
    byPlace(
      await q.query<StoredProfileRow & ViewerAccountRow & { i: number }>(SQL.profilesForViewers, [
        v.map((x) => x.e164),
        v.map((x) => x.viewerId),
        v.map((x) => x.at.toISOString()),
      ]),
      v.length,
    );
  // Outside a transaction, lookups asked for together are read together (decision 060).
  const profileTogether = batchedRead((e164s: string[]) => readProfiles(db, e164s));
  const forViewerTogether = batchedRead((v: ViewerLookup[]) => readForViewers(db, v));
  return {
    async profileAccount(by: { id: number } | { e164: string }, at: Date, q: Querier = db): Promise<ProfileAccountRow | null> {
      const [stmt, key] = 'id' in by ? [SQL.profileAccount, by.id] : [SQL.profileAccountByPhone, by.e164];
      return (await queryOne<ProfileAccountRow>(q, stmt, [key, at])) ?? null;
    },
    /** An account's reviews, newest first; `all` adds its hidden and held ones (for the author). */
    async reviewsBy(authorId: number, page: { limit: number; offset: number }, at: Date, all: boolean, q: Querier = db) {
      const [rows, total] = await Promise.all([
        q.query<ReviewRow>(SQL.reviewsBy, [authorId, page.limit, page.offset, at, all]),
        queryOne<{ n: number }>(q, SQL.reviewsTotal, [authorId, at, all]),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async profile(e164: string, at: Date, q: Querier = db): Promise<NumberProfileRow | null> {
      const row = q === db ? await profileTogether(e164) : (await readProfiles(q, [e164]))[0];
      return row ? profileRow(row, at) : null;
    },
    /** A number's owner at `at` (null: no such account). */
    async owner(accountId: number, at: Date, q: Querier = db): Promise<NumberOwner | null> {
      return (await queryOne<NumberOwner>(q, SQL.owner, [accountId, at])) ?? null;
    },
    /** The lookup of a signed-in viewer: the number's row and what the admission needs of the account, in one statement. */
    async profileForViewer(v: ViewerLookup, q: Querier = db): Promise<{ account: ViewerAccountRow | null; row: NumberProfileRow | null }> {
      const row = q === db ? await forViewerTogether(v) : (await readForViewers(q, [v]))[0];
      return { account: row ?? null, row: row?.id == null ? null : profileRow(row, v.at) };
    },
    async viewerPart(numberId: number, viewerId: number, shownIds: number[], q: Querier = db): Promise<ViewerPartRow> {
      return (await queryOne<ViewerPartRow>(q, SQL.viewerPart, [numberId, viewerId, shownIds]))!;
    },
    async cardAt(numberId: number, at: Date, q: Querier = db): Promise<string> {
      return (await queryOne<{ card: string }>(q, SQL.cardAt, [numberId, at]))!.card;
    },
    contacts(v: { e164: string; limit: number; viewerId: number | null; at: Date }, q: Querier = db): Promise<ContactRow[]> {
      return q.query(SQL.contacts, [v.e164, v.limit, v.viewerId, v.at]);
    },
    /** Rebuilds only the cards (test fixtures that set the scores themselves). */
    async refreshCards(ids: number[], at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.refreshCards, [ids, at]);
    },
    async lockForRebuild(numberIds: number[], authorIds: number[], q: Querier = db): Promise<void> {
      await q.query(SQL.lockForRebuild, [numberIds, authorIds]);
    },
    async refreshCardsOfAuthors(authorIds: number[], at: Date, q: Querier = db): Promise<void> {
      if (authorIds.length > 0) await q.query(SQL.refreshCardsOfAuthors, [authorIds, at]);
    },
    /** Rebuilds up to `limit` cards whose view has ended by `at`; returns how many. */
    async refreshStaleCards(at: Date, limit: number, q: Querier = db): Promise<number> {
      return (await q.query(SQL.refreshStaleCards, [at, limit])).length;
    },
    async rebuild(ids: number[], at: Date, q: Querier = db): Promise<void> {
      if (ids.length > 0) await q.query(SQL.rebuild, [ids, at]);
    },
  };
}

export type NumbersRepository = ReturnType<typeof createNumbersRepository>;
