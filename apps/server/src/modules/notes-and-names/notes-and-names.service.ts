import type { TagGroup } from '@numscope/contract';
import { queryOne, type Database, type Statement } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { KvStore } from '../../infra/kv-store.js';
import { limitWrites } from '../write-limit.js';
import { ensureNumber } from '../numbers/ensure-number.js';
import { refreshNumber } from '../numbers/metrics.js';
import { nameHash } from '../numbers/name-hash.js';
import { requirePhone } from '../numbers/numbers.service.js';

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  numberId: s('nn_number_id', 'select id from numbers where e164 = $1'),
  mySuggestion: s('nn_my_suggestion', 'select name_hash from name_suggestions where number_id = $1 and account_id = $2 for update'),
  putSuggestion: s('nn_put_suggestion', `insert into name_suggestions (number_id, account_id, first_name, last_name, name_hash) values ($1, $2, $3, $4, $5)
    on conflict (number_id, account_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
      name_hash = excluded.name_hash, updated_at = now()`),
  nameDown: s('nn_name_down', 'update number_names set count = count - 1 where number_id = $1 and name_hash = $2'),
  dropEmptyNames: s('nn_drop_empty', 'delete from number_names where number_id = $1 and count <= 0'),
  nameUp: s('nn_name_up', `insert into number_names (number_id, first_name, last_name, name_hash, count) values ($1, $2, $3, $4, 1)
    on conflict (number_id, name_hash) do update set count = number_names.count + 1`),
  // The average profile is the most given name; contacts_count the distinct names.
  nameAggregates: s('nn_name_aggregates', `update numbers n set
      contacts_count = (select count(*) from number_names where number_id = n.id),
      avg_first_name = (select first_name from number_names where number_id = n.id order by count desc, id limit 1),
      avg_last_name = (select last_name from number_names where number_id = n.id order by count desc, id limit 1)
    where n.id = $1`),
  putNotice: s('nn_put_notice', `insert into notices (number_id, account_id, text) values ($1, $2, $3)
    on conflict (number_id, account_id) do update set text = excluded.text, updated_at = now() returning id`),
  deleteNotice: s('nn_delete_notice', 'delete from notices where number_id = $1 and account_id = $2 returning id'),
  tagId: s('nn_tag_id', 'select id from tags where grp = $1 and code = $2'),
  addVote: s('nn_add_vote', 'insert into tag_votes (number_id, account_id, tag_id) values ($1, $2, $3) on conflict do nothing returning tag_id'),
  removeVote: s('nn_remove_vote', 'delete from tag_votes where number_id = $1 and account_id = $2 and tag_id = $3 returning tag_id'),
  tagCount: s('nn_tag_count', `insert into number_tags (number_id, tag_id, count) values ($1, $2, $3)
    on conflict (number_id, tag_id) do update set count = number_tags.count + excluded.count`),
  dropEmptyTags: s('nn_drop_empty_tags', 'delete from number_tags where number_id = $1 and count <= 0'),
  nameRow: s('nn_name_row', 'select id from number_names where number_id = $1 and name_hash = $2 for update'),
  contactReaction: s('nn_contact_reaction', 'select kind from contact_reactions where number_id = $1 and name_hash = $2 and account_id = $3'),
  putContactReaction: s('nn_put_contact_reaction', `insert into contact_reactions (number_id, name_hash, account_id, kind) values ($1, $2, $3, $4)
    on conflict (number_id, name_hash, account_id) do update set kind = excluded.kind`),
  dropContactReaction: s('nn_drop_contact_reaction', 'delete from contact_reactions where number_id = $1 and name_hash = $2 and account_id = $3'),
  nameCounts: s('nn_name_counts', `update number_names set likes = likes + $3, dislikes = dislikes + $4 where number_id = $1 and name_hash = $2
    returning likes, dislikes`),
  viewerContacts: s('nn_viewer_contacts', 'select name_hash, kind from contact_reactions where number_id = $1 and account_id = $2'),
  viewer: s('nn_viewer', `select
      (select json_build_object('firstName', first_name, 'lastName', last_name) from name_suggestions where number_id = $1 and account_id = $2) as suggestion,
      (select json_build_object('id', id, 'text', text) from notices where number_id = $1 and account_id = $2) as notice`),
};

/**
 * Names people save a number under (suggestions, counted into contact names and the average
 * profile), private notes, and tags. Idempotent: suggesting again replaces my suggestion, tagging
 * twice counts once. Each write refreshes the number's aggregates and card in its transaction.
 */
export function createNotesAndNames(db: Database, kv: KvStore) {
  return {
    async suggest(accountId: number, phoneInput: string, firstName: string | null, lastName: string | null) {
      if (!firstName && !lastName) throw new AppError('NAME_EMPTY');
      const phone = requirePhone(phoneInput);
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => {
        const numberId = await ensureNumber(q, phone);
        const hash = nameHash(firstName, lastName);
        const previous = await queryOne<{ name_hash: string }>(q, SQL.mySuggestion, [numberId, accountId]);
        if (previous?.name_hash !== hash) {
          if (previous) await q.query(SQL.nameDown, [numberId, previous.name_hash]);
          await q.query(SQL.putSuggestion, [numberId, accountId, firstName, lastName, hash]);
          await q.query(SQL.nameUp, [numberId, firstName, lastName, hash]);
          await q.query(SQL.dropEmptyNames, [numberId]);
          await q.query(SQL.nameAggregates, [numberId]);
          await refreshNumber(q, numberId);
        }
        return { status: true };
      });
    },

    async addNotice(accountId: number, phoneInput: string, text: string) {
      const phone = requirePhone(phoneInput);
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => ({ id: (await queryOne<{ id: number }>(q, SQL.putNotice, [await ensureNumber(q, phone), accountId, text]))!.id }));
    },

    async deleteNotice(accountId: number, phoneInput: string) {
      const phone = requirePhone(phoneInput);
      const num = await queryOne<{ id: number }>(db, SQL.numberId, [phone.e164]);
      if (!num || !(await queryOne(db, SQL.deleteNotice, [num.id, accountId]))) throw new AppError('NOTICE_NOT_FOUND');
      return { status: true };
    },

    async voteTag(accountId: number, phoneInput: string, group: TagGroup, code: string, action: 'ADD' | 'REMOVE') {
      const phone = requirePhone(phoneInput);
      const tag = await queryOne<{ id: number }>(db, SQL.tagId, [group, code]);
      if (!tag) throw new AppError('TAG_UNKNOWN');
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => {
        const numberId = await ensureNumber(q, phone);
        const changed = await queryOne(q, action === 'ADD' ? SQL.addVote : SQL.removeVote, [numberId, accountId, tag.id]);
        if (changed) {
          await q.query(SQL.tagCount, [numberId, tag.id, action === 'ADD' ? 1 : -1]);
          await q.query(SQL.dropEmptyTags, [numberId]);
          await refreshNumber(q, numberId);
        }
        return { status: true };
      });
    },

    /** Like or dislike of a contact name: one per user and name, switching, idempotent (like comment reactions). */
    async reactToContact(accountId: number, phoneInput: string, hash: string, kind: 'LIKE' | 'DISLIKE', action: 'ADD' | 'REMOVE') {
      const phone = requirePhone(phoneInput);
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => {
        const num = await queryOne<{ id: number }>(q, SQL.numberId, [phone.e164]);
        if (!num || !(await queryOne(q, SQL.nameRow, [num.id, hash]))) throw new AppError('CONTACT_NOT_FOUND');
        const had = (await queryOne<{ kind: 'LIKE' | 'DISLIKE' }>(q, SQL.contactReaction, [num.id, hash, accountId]))?.kind ?? null;
        const next = action === 'ADD' ? kind : had === kind ? null : had;
        const count = (k: 'LIKE' | 'DISLIKE' | null, n: number) => [k === 'LIKE' ? n : 0, k === 'DISLIKE' ? n : 0];
        const [dl1, dd1] = count(had, -1);
        const [dl2, dd2] = count(next, 1);
        if (next !== had) {
          if (next) await q.query(SQL.putContactReaction, [num.id, hash, accountId, next]);
          else await q.query(SQL.dropContactReaction, [num.id, hash, accountId]);
        }
        const counts = (await queryOne<{ likes: number; dislikes: number }>(q, SQL.nameCounts, [num.id, hash, next !== had ? dl1! + dl2! : 0, next !== had ? dd1! + dd2! : 0]))!;
        if (next !== had) await refreshNumber(q, num.id);
        return { likes: counts.likes, dislikes: counts.dislikes, reviewResult: next };
      });
    },

    /** The viewer's own suggestion, note and contact-name reactions (by name hash) on a number, for the profile. */
    async viewerView(numberId: number, accountId: number) {
      const [own, reactions] = await Promise.all([
        queryOne<{ suggestion: { firstName: string | null; lastName: string | null } | null; notice: { id: number; text: string } | null }>(db, SQL.viewer, [numberId, accountId]),
        db.query<{ name_hash: string; kind: 'LIKE' | 'DISLIKE' }>(SQL.viewerContacts, [numberId, accountId]),
      ]);
      return { ...own!, contactReactions: new Map(reactions.map((r) => [r.name_hash, r.kind])) };
    },
  };
}

export type NotesAndNames = ReturnType<typeof createNotesAndNames>;
