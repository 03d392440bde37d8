import type { CommentOrder } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { touchNumber } from '../../db/unit-of-work.js';
import { COMMENT_COLUMNS, type CommentRow } from './comment-row.js';

const s = (name: string, text: string): Statement => ({ name, text });

/** Each order is its own statement so that each keeps its own plan and matching index. */
const ORDER_SQL: Record<CommentOrder, string> = {
  interesting: 'c.interest desc, c.id desc',
  newest: 'c.created_at desc, c.id desc',
  oldest: 'c.created_at asc, c.id asc',
};

const LIST: Record<CommentOrder, Statement> = Object.fromEntries(
  Object.entries(ORDER_SQL).map(([order, by]) => [
    order,
    s(
      `comments_list_${order}`,
      `select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
        where c.number_id = $1 and c.parent_id is null and not c.is_pinned
        order by ${by} limit $2 offset $3`,
    ),
  ]),
) as Record<CommentOrder, Statement>;

const SQL = {
  numberTotals: s(
    'comments_number_totals',
    `select n.id, n.comments_count - (select count(*) from comments c
      where c.number_id = n.id and c.parent_id is null and c.is_pinned)::int as listed
    from numbers n where n.e164 = $1`,
  ),
  root: s(
    'comments_root',
    `select c.id, c.thread_count from comments c join numbers n on n.id = c.number_id
    where c.id = $1 and n.e164 = $2 and c.parent_id is null`,
  ),
  thread: s(
    'comments_thread',
    `select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
    where c.parent_id = $1 order by c.created_at, c.id limit $2 offset $3`,
  ),
  ownComment: s('comments_own', 'select id from comments where number_id = $1 and author_id = $2 and parent_id is null for update'),
  insertComment: s(
    'comments_insert',
    `insert into comments (number_id, author_id, text, created_at, updated_at) values ($1, $2, $3, $4, $4) returning id`,
  ),
  updateText: s('comments_update_text', 'update comments set text = $2, updated_at = $3 where id = $1 returning number_id'),
  deleteComment: s('comments_delete', 'delete from comments where id = $1 returning number_id'),
  lock: s('comments_lock', 'select id, number_id, parent_id, author_id from comments where id = $1 for update'),
  insertReply: s(
    'comments_insert_reply',
    `insert into comments (number_id, parent_id, author_id, text, created_at, updated_at) values ($1, $2, $3, $4, $5, $5) returning id`,
  ),
  bumpThread: s('comments_bump_thread', 'update comments set thread_count = thread_count + $2 where id = $1 returning number_id'),
  reaction: s('comments_reaction', 'select kind from comment_reactions where comment_id = $1 and account_id = $2 for update'),
  insertReaction: s(
    'comments_insert_reaction',
    'insert into comment_reactions (comment_id, account_id, kind, created_at) values ($1, $2, $3, $4)',
  ),
  setReaction: s(
    'comments_set_reaction',
    'update comment_reactions set kind = $3, created_at = $4 where comment_id = $1 and account_id = $2',
  ),
  deleteReaction: s('comments_delete_reaction', 'delete from comment_reactions where comment_id = $1 and account_id = $2'),
  counts: s(
    'comments_counts',
    `update comments set likes = likes + $2, dislikes = dislikes + $3, comment_ups = comment_ups + $4 where id = $1
    returning number_id, likes, dislikes, comment_ups`,
  ),
  boost: s(
    'comments_boost',
    `insert into comment_boosts (comment_id, account_id, count) values ($1, $2, $3)
    on conflict (comment_id, account_id) do update set count = comment_boosts.count + excluded.count`,
  ),
  viewerFlags: s(
    'comments_viewer_flags',
    `select c.id,
      (select kind from comment_reactions r where r.comment_id = c.id and r.account_id = $2) as kind,
      exists (select 1 from comment_boosts b where b.comment_id = c.id and b.account_id = $2) as boosted
    from unnest($1::bigint[]) as c(id)`,
  ),
  // The lookup's viewer part in one statement: my comment on the number, and my reactions and
  // boosts on it and on the comments the card shows.
  viewer: s(
    'comments_viewer',
    `with mine as (
      select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
      where c.number_id = $1 and c.author_id = $2 and c.parent_id is null),
    ids as (select unnest($3::bigint[]) as id union select id from mine)
    select (select row_to_json(mine) from mine) as mine,
      (select coalesce(json_agg(json_build_object('id', r.comment_id, 'kind', r.kind)), '[]')
         from comment_reactions r join ids on ids.id = r.comment_id where r.account_id = $2) as reactions,
      (select coalesce(json_agg(b.comment_id), '[]')
         from comment_boosts b join ids on ids.id = b.comment_id where b.account_id = $2) as boosts`,
  ),
};

export interface CommentRef {
  id: number;
  number_id: number;
  parent_id: number | null;
  author_id: number | null;
}

type Kind = 'LIKE' | 'DISLIKE';

/**
 * All SQL of the comments area. Reads take the app's database by default; writes take the
 * unit of work's transaction and mark the number whose card they change.
 */
export function createCommentsRepository(db: Querier) {
  const touched = (q: Querier, row: { number_id: number } | undefined) => {
    if (row) touchNumber(q, row.number_id);
  };
  return {
    async numberTotals(e164: string, q: Querier = db): Promise<{ id: number; listed: number } | null> {
      return (await queryOne<{ id: number; listed: number }>(q, SQL.numberTotals, [e164])) ?? null;
    },
    list(numberId: number, order: CommentOrder, limit: number, offset: number, q: Querier = db): Promise<CommentRow[]> {
      return q.query<CommentRow>(LIST[order], [numberId, limit, offset]);
    },
    async root(commentId: number, e164: string, q: Querier = db): Promise<{ id: number; thread_count: number } | null> {
      return (await queryOne<{ id: number; thread_count: number }>(q, SQL.root, [commentId, e164])) ?? null;
    },
    thread(rootId: number, limit: number, offset: number, q: Querier = db): Promise<CommentRow[]> {
      return q.query<CommentRow>(SQL.thread, [rootId, limit, offset]);
    },

    /** My comment on a number, locked for the write. */
    async ownComment(numberId: number, accountId: number, q: Querier = db): Promise<number | null> {
      return (await queryOne<{ id: number }>(q, SQL.ownComment, [numberId, accountId]))?.id ?? null;
    },
    async insertComment(c: { numberId: number; authorId: number; text: string; at: Date }, q: Querier = db): Promise<number> {
      const { id } = (await queryOne<{ id: number }>(q, SQL.insertComment, [c.numberId, c.authorId, c.text, c.at]))!;
      touchNumber(q, c.numberId);
      return id;
    },
    async updateText(id: number, text: string, at: Date, q: Querier = db): Promise<void> {
      touched(q, await queryOne<{ number_id: number }>(q, SQL.updateText, [id, text, at]));
    },
    async deleteComment(id: number, q: Querier = db): Promise<void> {
      touched(q, await queryOne<{ number_id: number }>(q, SQL.deleteComment, [id]));
    },
    /** A comment or reply, locked for the write. */
    async lock(id: number, q: Querier = db): Promise<CommentRef | null> {
      return (await queryOne<CommentRef>(q, SQL.lock, [id])) ?? null;
    },
    async insertReply(r: { numberId: number; rootId: number; authorId: number; text: string; at: Date }, q: Querier = db): Promise<number> {
      const { id } = (await queryOne<{ id: number }>(q, SQL.insertReply, [r.numberId, r.rootId, r.authorId, r.text, r.at]))!;
      touchNumber(q, r.numberId);
      return id;
    },
    async bumpThread(rootId: number, delta: 1 | -1, q: Querier = db): Promise<void> {
      touched(q, await queryOne<{ number_id: number }>(q, SQL.bumpThread, [rootId, delta]));
    },
    async reaction(commentId: number, accountId: number, q: Querier = db): Promise<Kind | null> {
      return (await queryOne<{ kind: Kind }>(q, SQL.reaction, [commentId, accountId]))?.kind ?? null;
    },
    async putReaction(commentId: number, accountId: number, kind: Kind, existed: boolean, at: Date, q: Querier = db): Promise<void> {
      await q.query(existed ? SQL.setReaction : SQL.insertReaction, [commentId, accountId, kind, at]);
    },
    async deleteReaction(commentId: number, accountId: number, q: Querier = db): Promise<void> {
      await q.query(SQL.deleteReaction, [commentId, accountId]);
    },
    async addBoost(commentId: number, accountId: number, count: number, q: Querier = db): Promise<void> {
      await q.query(SQL.boost, [commentId, accountId, count]);
    },
    /** Moves the reaction counters of a comment and returns them. */
    async moveCounts(commentId: number, d: { likes: number; dislikes: number; ups: number }, q: Querier = db) {
      const row = (await queryOne<{ number_id: number; likes: number; dislikes: number; comment_ups: number }>(q, SQL.counts, [
        commentId,
        d.likes,
        d.dislikes,
        d.ups,
      ]))!;
      if (d.likes !== 0 || d.dislikes !== 0 || d.ups !== 0) touchNumber(q, row.number_id);
      return row;
    },
    viewerFlags(ids: number[], accountId: number, q: Querier = db) {
      return q.query<{ id: number; kind: Kind | null; boosted: boolean }>(SQL.viewerFlags, [ids, accountId]);
    },
    async viewer(numberId: number, accountId: number, cardIds: number[], q: Querier = db) {
      return (await queryOne<{ mine: CommentRow | null; reactions: { id: number; kind: Kind }[]; boosts: number[] }>(q, SQL.viewer, [
        numberId,
        accountId,
        cardIds,
      ]))!;
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
