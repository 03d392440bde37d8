import { LIMITS, type TagGroup } from '@numscope/contract';
import type { Database } from '../../db/client.js';
import { COMMENT_COLUMNS, type CommentRow } from '../comments/comment-row.js';

export interface NumberRow {
  id: number;
  e164: string;
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
  owner_id: number | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_avatar: string | null;
  owner_is_pro: boolean | null;
}

export interface NumberProfileRow extends NumberRow {
  contacts: { first: string | null; last: string | null; hash: string; count: number; likes: number; dislikes: number }[];
  tags: { id: number; grp: TagGroup; code: string; count: number }[];
  comments: CommentRow[];
  pinned: CommentRow | null;
}

/*
 * The whole profile in one statement: the number row by its unique key, plus its top names, tag
 * counts, pinned comment and first page of comments, each an index range scan. One round trip
 * and one cached plan per connection keep the lookup close to a single-row read.
 */
const PROFILE = {
  name: 'numbers_profile',
  text: `
  select n.id, n.e164, n.avg_first_name, n.avg_last_name, n.comments_count, n.bans, n.contacts_count,
    n.trust_index, n.is_verified, n.is_unwanted, n.is_many_calls, n.is_hidden,
    o.id as owner_id, o.first_name as owner_first_name, o.last_name as owner_last_name,
    o.avatar as owner_avatar, o.is_pro as owner_is_pro,
    (select coalesce(json_agg(json_build_object('first', nn.first_name, 'last', nn.last_name, 'hash', nn.name_hash,
        'count', nn.count, 'likes', nn.likes, 'dislikes', nn.dislikes)), '[]')
       from (select * from number_names where number_id = n.id order by count desc, id limit $2) nn) as contacts,
    (select coalesce(json_agg(json_build_object('id', t.id, 'grp', t.grp, 'code', t.code, 'count', nt.count)
        order by nt.count desc, t.id), '[]')
       from number_tags nt join tags t on t.id = nt.tag_id where nt.number_id = n.id) as tags,
    (select coalesce(json_agg(x), '[]') from (
       select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
       where c.number_id = n.id and c.parent_id is null and not c.is_pinned
       order by c.interest desc, c.id desc limit $3) x) as comments,
    (select row_to_json(x) from (
       select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
       where c.number_id = n.id and c.parent_id is null and c.is_pinned
       order by c.id desc limit 1) x) as pinned
  from numbers n left join accounts o on o.id = n.owner_account_id
  where n.e164 = $1`,
};

const CONTACTS = {
  name: 'numbers_contacts',
  text: `select nn.first_name as first, nn.last_name as last, nn.name_hash as hash, nn.count, nn.likes, nn.dislikes
    from number_names nn join numbers n on n.id = nn.number_id
    where n.e164 = $1 order by nn.count desc, nn.id limit $2`,
};

export function createNumbersRepository(db: Database) {
  return {
    async profile(e164: string, commentsLimit: number = LIMITS.commentPageLimit): Promise<NumberProfileRow | null> {
      const rows = await db.query<NumberProfileRow>(PROFILE, [e164, LIMITS.contactsCount, commentsLimit]);
      return rows[0] ?? null;
    },
    contacts(e164: string, limit: number): Promise<NumberProfileRow['contacts']> {
      return db.query(CONTACTS, [e164, limit]);
    },
  };
}

export type NumbersRepository = ReturnType<typeof createNumbersRepository>;
