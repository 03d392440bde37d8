import type { Querier } from '../../db/client.js';
import { LIMITS } from '@numscope/contract';
import { COMMENT_COLUMNS } from '../comments/comment-row.js';

/*
 * The profile card: what a lookup shows beyond the number row itself (top names, tag counts, the
 * pinned comment and the first page of comments in the default order), kept as one jsonb value on
 * the number. Reads are then a single-row fetch; every write that changes one of these inputs
 * refreshes the card of its number in the same transaction (refreshCards).
 */
const CARD_JSON = `json_build_object(
  'contacts', (select coalesce(json_agg(json_build_object('first', nn.first_name, 'last', nn.last_name, 'hash', nn.name_hash,
        'count', nn.count, 'likes', nn.likes, 'dislikes', nn.dislikes)), '[]')
     from (select * from number_names where number_id = n.id order by count desc, id limit ${LIMITS.contactsCount}) nn),
  'tags', (select coalesce(json_agg(json_build_object('id', t.id, 'grp', t.grp, 'code', t.code, 'count', nt.count)
        order by nt.count desc, t.id), '[]')
     from number_tags nt join tags t on t.id = nt.tag_id where nt.number_id = n.id),
  'comments', (select coalesce(json_agg(x), '[]') from (
     select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
     where c.number_id = n.id and c.parent_id is null and not c.is_pinned
     order by c.interest desc, c.id desc limit ${LIMITS.commentPageLimit}) x),
  'pinned', (select row_to_json(x) from (
     select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
     where c.number_id = n.id and c.parent_id is null and c.is_pinned
     order by c.id desc limit 1) x))`;

/** SQL that rebuilds the cards of the numbers matching `where` (a condition on `n`). */
export function refreshCardsSql(where: string): string {
  return `update numbers n set card = ${CARD_JSON} where ${where}`;
}

const REFRESH = { name: 'numbers_refresh_cards', text: refreshCardsSql('n.id = any($1::bigint[])') };

export async function refreshCards(q: Querier, numberIds: number[]): Promise<void> {
  await q.query(REFRESH, [numberIds]);
}
