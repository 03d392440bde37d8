import type { Querier, Statement } from '../../db/client.js';
import { refreshCards } from './profile-card.js';
import { computeTrust } from './trust-index.js';

const INPUTS: Statement = {
  name: 'metrics_inputs',
  text: `select n.bans,
      (select count(*)::int from comments c where c.number_id = n.id and c.parent_id is null) as comments,
      (select coalesce(sum(likes), 0)::int from number_names where number_id = n.id) as name_likes,
      (select coalesce(sum(dislikes), 0)::int from number_names where number_id = n.id) as name_dislikes,
      (select coalesce(json_agg(json_build_object('k', t.grp || ':' || t.code, 'n', nt.count)), '[]')
         from number_tags nt join tags t on t.id = nt.tag_id where nt.number_id = n.id) as tags
    from numbers n where n.id = $1`,
};

const UPDATE: Statement = {
  name: 'metrics_update',
  text: `update numbers set comments_count = $2, trust_index = $3, is_unwanted = $4, is_many_calls = $5 where id = $1`,
};

/**
 * After a write that changes what is said about a number: recount, rescore (trust-index.ts) and
 * rebuild its profile card, in the writer's transaction.
 */
export async function refreshNumber(q: Querier, numberId: number): Promise<void> {
  const [inp] = await q.query<{ bans: number; comments: number; name_likes: number; name_dislikes: number; tags: { k: string; n: number }[] }>(INPUTS, [numberId]);
  if (!inp) return;
  const trust = computeTrust({
    bans: inp.bans,
    commentsCount: inp.comments,
    tagCounts: new Map(inp.tags.map((t) => [t.k, t.n])),
    nameLikes: inp.name_likes,
    nameDislikes: inp.name_dislikes,
  });
  await q.query(UPDATE, [numberId, inp.comments, trust.index, trust.isUnwanted, trust.isManyCalls]);
  await refreshCards(q, [numberId]);
}
