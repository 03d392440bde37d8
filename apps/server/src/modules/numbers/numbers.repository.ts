import type { TagGroup } from '@numscope/contract';
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

export interface ProfileCard {
  contacts: { first: string | null; last: string | null; hash: string; count: number; likes: number; dislikes: number }[];
  tags: { id: number; grp: TagGroup; code: string; count: number }[];
  comments: CommentRow[];
  pinned: CommentRow | null;
}

export interface NumberProfileRow extends NumberRow {
  card: ProfileCard;
}

/** The number row with its owner and precomputed card: one indexed single-row read per lookup. */
const PROFILE = {
  name: 'numbers_profile',
  text: `
  select n.id, n.e164, n.avg_first_name, n.avg_last_name, n.comments_count, n.bans, n.contacts_count,
    n.trust_index, n.is_verified, n.is_unwanted, n.is_many_calls, n.is_hidden,
    o.id as owner_id, o.first_name as owner_first_name, o.last_name as owner_last_name,
    o.avatar as owner_avatar, o.is_pro as owner_is_pro, n.card
  from numbers n left join accounts o on o.id = n.owner_account_id
  where n.e164 = $1`,
};

const OWN_COMMENT = {
  name: 'numbers_own_comment',
  text: `select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
    where c.number_id = $1 and c.author_id = $2 and c.parent_id is null`,
};

const CONTACTS = {
  name: 'numbers_contacts',
  text: `select nn.first_name as first, nn.last_name as last, nn.name_hash as hash, nn.count, nn.likes, nn.dislikes
    from number_names nn join numbers n on n.id = nn.number_id
    where n.e164 = $1 order by nn.count desc, nn.id limit $2`,
};

export function createNumbersRepository(db: Database) {
  return {
    async profile(e164: string): Promise<NumberProfileRow | null> {
      const rows = await db.query<NumberProfileRow>(PROFILE, [e164]);
      return rows[0] ?? null;
    },
    async ownComment(numberId: number, accountId: number): Promise<CommentRow | null> {
      return (await db.query<CommentRow>(OWN_COMMENT, [numberId, accountId]))[0] ?? null;
    },
    contacts(e164: string, limit: number): Promise<ProfileCard['contacts']> {
      return db.query(CONTACTS, [e164, limit]);
    },
  };
}

export type NumbersRepository = ReturnType<typeof createNumbersRepository>;
