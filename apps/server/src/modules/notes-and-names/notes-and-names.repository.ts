import { REPUTATION, type TagGroup } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { touchNumber } from '../../db/unit-of-work.js';
import { ownerHidesPeopleSql } from '../subscriptions/index.js';

const s = (name: string, text: string): Statement => ({ name, text });
/**
 * The viewer's own suggestion, note and contact-name reactions on a number as three columns
 * (`viewer_suggestion`, `viewer_notice`, `viewer_contacts`) over SQL expressions for the number's id
 * and the viewer's account id. The lookup reads them for a number the viewer marked (decisions 032, 043).
 */
export function viewerColumnsSql(numberId: string, accountId: string): string {
  const own = `number_id = ${numberId} and account_id = ${accountId}`;
  return `(select json_build_object('firstName', first_name, 'lastName', last_name) from name_suggestions where ${own}) as viewer_suggestion,
    (select json_build_object('id', id, 'text', text) from notices where ${own}) as viewer_notice,
    (select coalesce(json_agg(json_build_object('hash', name_hash, 'kind', kind)), '[]') from contact_reactions where ${own}) as viewer_contacts`;
}

/**
 * How much account `account` (an SQL expression) counts in the order of names and tags at `at`:
 * the reputation's age factor (decision 030), from 0.1 for a new account to 1 at the established age.
 */
const VOICE_WEIGHT = (account: string, at: string) =>
  `(select least(1, greatest(${REPUTATION.minWeight}, extract(epoch from (${at}::timestamptz - a.created_at)) / ${REPUTATION.establishedAgeDays * 86_400}))
    from accounts a where a.id = ${account})`;

const SQL = {
  mySuggestion: s('nn_my_suggestion', 'select name_hash, weight from name_suggestions where number_id = $1 and account_id = $2 for update'),
  putSuggestion: s(
    'nn_put_suggestion',
    `insert into name_suggestions (number_id, account_id, first_name, last_name, name_hash, weight, updated_at)
    values ($1, $2, $3, $4, $5, ${VOICE_WEIGHT('$2', '$6')}, $6)
    on conflict (number_id, account_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
      name_hash = excluded.name_hash, weight = excluded.weight, updated_at = excluded.updated_at
    returning weight`,
  ),
  nameDown: s(
    'nn_name_down',
    'update number_names set count = count - 1, weight = greatest(0, weight - $3) where number_id = $1 and name_hash = $2',
  ),
  dropEmptyNames: s('nn_drop_empty', 'delete from number_names where number_id = $1 and count <= 0'),
  nameUp: s(
    'nn_name_up',
    `insert into number_names (number_id, first_name, last_name, name_hash, count, weight) values ($1, $2, $3, $4, 1, $5)
    on conflict (number_id, name_hash) do update set count = number_names.count + 1, weight = number_names.weight + excluded.weight`,
  ),
  putNotice: s(
    'nn_put_notice',
    `insert into notices (number_id, account_id, text, updated_at) values ($1, $2, $3, $4)
    on conflict (number_id, account_id) do update set text = excluded.text, updated_at = excluded.updated_at returning id`,
  ),
  deleteNotice: s('nn_delete_notice', 'delete from notices where number_id = $1 and account_id = $2 returning id'),
  tagId: s('nn_tag_id', 'select id from tags where grp = $1 and code = $2'),
  myTags: s(
    'nn_my_tags',
    `select t.grp as "group", t.code from tag_votes v join tags t on t.id = v.tag_id
    where v.account_id = $2 and v.number_id = (select id from numbers where e164 = $1) order by t.grp, t.code`,
  ),
  addVote: s(
    'nn_add_vote',
    `insert into tag_votes (number_id, account_id, tag_id, weight, created_at) values ($1, $2, $3, ${VOICE_WEIGHT('$2', '$4')}, $4)
    on conflict do nothing returning weight`,
  ),
  removeVote: s('nn_remove_vote', 'delete from tag_votes where number_id = $1 and account_id = $2 and tag_id = $3 returning weight'),
  /** A vote added (+1 and its weight) or removed (-1 and minus its weight). */
  tagCount: s(
    'nn_tag_count',
    `insert into number_tags (number_id, tag_id, count, weight) values ($1, $2, $3, greatest(0, $4::real))
    on conflict (number_id, tag_id) do update set count = number_tags.count + excluded.count,
      weight = greatest(0, number_tags.weight + $4::real)`,
  ),
  dropEmptyTags: s('nn_drop_empty_tags', 'delete from number_tags where number_id = $1 and count <= 0'),
  /** A saved name this viewer (`$3`, at `$4`) may see, locked: none while the owner's anti-spy hides the number's people. */
  nameRow: s(
    'nn_name_row',
    `select nn.id from number_names nn join numbers n on n.id = nn.number_id
    where nn.number_id = $1 and nn.name_hash = $2 and not ${ownerHidesPeopleSql('n', '$3::bigint', '$4::timestamptz')} for update of nn`,
  ),
  contactReaction: s(
    'nn_contact_reaction',
    'select kind from contact_reactions where number_id = $1 and name_hash = $2 and account_id = $3',
  ),
  putContactReaction: s(
    'nn_put_contact_reaction',
    `insert into contact_reactions (number_id, name_hash, account_id, kind, created_at) values ($1, $2, $3, $4, $5)
    on conflict (number_id, name_hash, account_id) do update set kind = excluded.kind, created_at = excluded.created_at`,
  ),
  dropContactReaction: s(
    'nn_drop_contact_reaction',
    'delete from contact_reactions where number_id = $1 and name_hash = $2 and account_id = $3',
  ),
  nameCounts: s(
    'nn_name_counts',
    `update number_names set likes = likes + $3, dislikes = dislikes + $4 where number_id = $1 and name_hash = $2
    returning likes, dislikes`,
  ),
};

type Kind = 'LIKE' | 'DISLIKE';

export interface ViewerRow {
  viewer_suggestion: { firstName: string | null; lastName: string | null } | null;
  viewer_notice: { id: number; text: string } | null;
  viewer_contacts: { hash: string; kind: Kind }[];
}

/** All SQL of names, notes, tags and contact-name reactions; writes that change a number's card mark it. */
export function createNotesAndNamesRepository(db: Querier) {
  return {
    /** My suggestion on a number, locked: its name and the weight it was counted with. */
    async mySuggestion(numberId: number, accountId: number, q: Querier = db): Promise<{ name_hash: string; weight: number } | null> {
      return (await queryOne<{ name_hash: string; weight: number }>(q, SQL.mySuggestion, [numberId, accountId])) ?? null;
    },
    /** Replaces my suggestion: the old name counts one less, the new one one more. */
    async replaceSuggestion(
      v: {
        numberId: number;
        accountId: number;
        first: string | null;
        last: string | null;
        hash: string;
        previous: { name_hash: string; weight: number } | null;
        at: Date;
      },
      q: Querier = db,
    ): Promise<void> {
      if (v.previous) await q.query(SQL.nameDown, [v.numberId, v.previous.name_hash, v.previous.weight]);
      const { weight } = (await queryOne<{ weight: number }>(q, SQL.putSuggestion, [
        v.numberId,
        v.accountId,
        v.first,
        v.last,
        v.hash,
        v.at,
      ]))!;
      await q.query(SQL.nameUp, [v.numberId, v.first, v.last, v.hash, weight]);
      await q.query(SQL.dropEmptyNames, [v.numberId]);
      touchNumber(q, v.numberId);
    },
    async putNotice(numberId: number, accountId: number, text: string, at: Date, q: Querier = db): Promise<number> {
      return (await queryOne<{ id: number }>(q, SQL.putNotice, [numberId, accountId, text, at]))!.id;
    },
    async deleteNotice(numberId: number, accountId: number, q: Querier = db): Promise<boolean> {
      return (await q.query(SQL.deleteNotice, [numberId, accountId])).length > 0;
    },
    /** The tags this account ticked on a number (none when the number is unknown). */
    myTags(e164: string, accountId: number, q: Querier = db) {
      return q.query<{ group: TagGroup; code: string }>(SQL.myTags, [e164, accountId]);
    },
    async tagId(group: TagGroup, code: string, q: Querier = db): Promise<number | null> {
      return (await queryOne<{ id: number }>(q, SQL.tagId, [group, code]))?.id ?? null;
    },
    /** Adds or removes my vote for a tag; counts it when it changed anything. */
    async vote(v: { numberId: number; accountId: number; tagId: number; add: boolean; at: Date }, q: Querier = db): Promise<void> {
      const changed = v.add
        ? await queryOne<{ weight: number }>(q, SQL.addVote, [v.numberId, v.accountId, v.tagId, v.at])
        : await queryOne<{ weight: number }>(q, SQL.removeVote, [v.numberId, v.accountId, v.tagId]);
      if (!changed) return;
      await q.query(SQL.tagCount, [v.numberId, v.tagId, v.add ? 1 : -1, v.add ? changed.weight : -changed.weight]);
      await q.query(SQL.dropEmptyTags, [v.numberId]);
      touchNumber(q, v.numberId);
    },
    async lockName(numberId: number, hash: string, viewerId: number, at: Date, q: Querier = db): Promise<boolean> {
      return (await q.query(SQL.nameRow, [numberId, hash, viewerId, at])).length > 0;
    },
    async contactReaction(numberId: number, hash: string, accountId: number, q: Querier = db): Promise<Kind | null> {
      return (await queryOne<{ kind: Kind }>(q, SQL.contactReaction, [numberId, hash, accountId]))?.kind ?? null;
    },
    async setContactReaction(
      numberId: number,
      hash: string,
      accountId: number,
      kind: Kind | null,
      at: Date,
      q: Querier = db,
    ): Promise<void> {
      if (kind) await q.query(SQL.putContactReaction, [numberId, hash, accountId, kind, at]);
      else await q.query(SQL.dropContactReaction, [numberId, hash, accountId]);
    },
    async moveNameCounts(
      numberId: number,
      hash: string,
      likes: number,
      dislikes: number,
      q: Querier = db,
    ): Promise<{ likes: number; dislikes: number }> {
      const row = (await queryOne<{ likes: number; dislikes: number }>(q, SQL.nameCounts, [numberId, hash, likes, dislikes]))!;
      if (likes !== 0 || dislikes !== 0) touchNumber(q, numberId);
      return row;
    },
  };
}

export type NotesAndNamesRepository = ReturnType<typeof createNotesAndNamesRepository>;
