import type { Statement } from '../../db/client.js';

const s = (name: string, text: string): Statement => ({ name, text });

/** SQL of comment, reply and reaction writes; every call runs inside the service's transaction. */
export const WRITES = {
  numberId: s('cw_number_id', 'select id from numbers where e164 = $1'),
  ownComment: s('cw_own_comment', `select id from comments where number_id = $1 and author_id = $2 and parent_id is null for update`),
  insertComment: s('cw_insert_comment', `insert into comments (number_id, author_id, text) values ($1, $2, $3) returning id`),
  updateText: s('cw_update_text', `update comments set text = $2, updated_at = now() where id = $1`),
  deleteComment: s('cw_delete_comment', 'delete from comments where id = $1'),
  comment: s('cw_comment', `select id, number_id, parent_id, author_id from comments where id = $1 for update`),
  insertReply: s('cw_insert_reply', `insert into comments (number_id, parent_id, author_id, text) values ($1, $2, $3, $4) returning id`),
  bumpThread: s('cw_bump_thread', 'update comments set thread_count = thread_count + $2 where id = $1'),
  reaction: s('cw_reaction', 'select kind from comment_reactions where comment_id = $1 and account_id = $2 for update'),
  insertReaction: s('cw_insert_reaction', `insert into comment_reactions (comment_id, account_id, kind) values ($1, $2, $3)`),
  setReaction: s('cw_set_reaction', 'update comment_reactions set kind = $3, created_at = now() where comment_id = $1 and account_id = $2'),
  deleteReaction: s('cw_delete_reaction', 'delete from comment_reactions where comment_id = $1 and account_id = $2'),
  counts: s('cw_counts', `update comments set likes = likes + $2, dislikes = dislikes + $3, comment_ups = comment_ups + $4 where id = $1
    returning likes, dislikes, comment_ups`),
  boost: s('cw_boost', `insert into comment_boosts (comment_id, account_id, count) values ($1, $2, $3)
    on conflict (comment_id, account_id) do update set count = comment_boosts.count + excluded.count`),
  viewerFlags: s('cw_viewer_flags', `select c.id,
      (select kind from comment_reactions r where r.comment_id = c.id and r.account_id = $2) as kind,
      exists (select 1 from comment_boosts b where b.comment_id = c.id and b.account_id = $2) as boosted
    from unnest($1::bigint[]) as c(id)`),
};
