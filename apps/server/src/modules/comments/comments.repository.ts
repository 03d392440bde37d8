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
        where c.number_id = $1 and c.parent_id is null and not c.is_pinned and c.deleted_at is null and not c.in_review
        order by ${by} limit $2 offset $3`,
    ),
  ]),
) as Record<CommentOrder, Statement>;

/**
 * The viewer's part of a number's comments as three columns (`viewer_mine`, `viewer_reactions`,
 * `viewer_boosts`) over SQL expressions for the number's id, the viewer's account id and the ids
 * of the comments shown: my comment on the number, and my reactions and boosts on it and on the
 * shown ones. The lookup reads them for a number the viewer marked (decisions 032, 043).
 */
export function viewerColumnsSql(numberId: string, accountId: string, shownIds: string): string {
  const mine = `select c.id from comments c where c.number_id = ${numberId} and c.author_id = ${accountId} and c.parent_id is null and c.deleted_at is null`;
  const ids = `(select unnest(${shownIds}) union ${mine})`;
  return `(select row_to_json(m) from (select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
      where c.number_id = ${numberId} and c.author_id = ${accountId} and c.parent_id is null and c.deleted_at is null) m) as viewer_mine,
    (select coalesce(json_agg(json_build_object('id', r.comment_id, 'kind', r.kind)), '[]')
       from comment_reactions r where r.account_id = ${accountId} and r.comment_id in ${ids}) as viewer_reactions,
    (select coalesce(json_agg(b.comment_id), '[]')
       from comment_boosts b where b.account_id = ${accountId} and b.comment_id in ${ids}) as viewer_boosts`;
}

/** What `viewerColumnsSql` answers. */
export interface ViewerColumns {
  viewer_mine: CommentRow | null;
  viewer_reactions: { id: number; kind: 'LIKE' | 'DISLIKE' }[];
  viewer_boosts: number[];
}

/** The repliers of review `p` as its replies stand now (comments.tables.ts `repliers`). */
const REPLIERS = `(select count(distinct r.author_id)::int from comments r where r.parent_id = p.id and r.deleted_at is null
    and not r.in_review and r.hidden_by is distinct from 'moderator' and r.author_id is distinct from p.author_id)`;

const SQL = {
  numberTotals: s(
    'comments_number_totals',
    `select n.id, n.comments_count - (select count(*) from comments c
      where c.number_id = n.id and c.parent_id is null and c.is_pinned and c.deleted_at is null and not c.in_review)::int as listed
    from numbers n where n.e164 = $1`,
  ),
  root: s(
    'comments_root',
    `select c.id, c.thread_count from comments c join numbers n on n.id = c.number_id
    where c.id = $1 and n.e164 = $2 and c.parent_id is null and c.deleted_at is null and (not c.in_review or c.author_id = $3)`,
  ),
  thread: s(
    'comments_thread',
    `select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
    where c.parent_id = $1 and c.deleted_at is null and (not c.in_review or c.author_id = $4)
    order by c.created_at, c.id limit $2 offset $3`,
  ),
  ownComment: s(
    'comments_own',
    'select id, in_review from comments where number_id = $1 and author_id = $2 and parent_id is null and deleted_at is null for update',
  ),
  // A new comment or reply; a hide the owner paid for on the author's deleted one in the same place
  // carries over, so deleting and posting again does not undo it (decision 026).
  insert: s(
    'comments_insert',
    `insert into comments (number_id, parent_id, author_id, text, created_at, updated_at, in_review, hidden_by, hidden_until)
    select $1, $2, $3, $4, $5, $5, $6, h.hidden_by, h.hidden_until
    from (select 1) one left join lateral (
      select hidden_by, hidden_until from comments
      where number_id = $1 and author_id = $3 and parent_id is not distinct from $2 and deleted_at is not null
        and hidden_by = 'owner' and hidden_until > $5
      order by hidden_until desc limit 1) h on true
    returning id`,
  ),
  setStance: s('comments_set_stance', 'update comments set stance = $2 where id = $1 and parent_id is null returning number_id'),
  updateText: s('comments_update_text', 'update comments set text = $2, updated_at = $3, in_review = $4 where id = $1 returning number_id'),
  // Deleting keeps the row as a tombstone: complaints, reports, hides and ledger entries refer to it.
  tombstone: s(
    'comments_tombstone',
    'update comments set deleted_at = $2, is_pinned = false where id = $1 and deleted_at is null returning number_id',
  ),
  lock: s(
    'comments_lock',
    'select id, number_id, parent_id, author_id, in_review from comments where id = $1 and deleted_at is null for update',
  ),
  // Text a moderator removed (an upheld complaint) that this author wrote on this number, with the
  // complaint: the ten latest, so each write compares a bounded amount of text (decision 049).
  removedTexts: s(
    'comments_removed_texts',
    `select c.text, (select max(k.id) from complaints k where k.comment_id = c.id and k.status = 'upheld') as complaint_id
    from comments c where c.number_id = $1 and c.author_id = $2 and c.hidden_by = 'moderator' and c.hidden_until > $3 and c.id <> $4
    order by c.id desc limit 10`,
  ),
  holdForReview: s(
    'comments_hold_for_review',
    `insert into complaints (kind, comment_id, text, review_deadline, created_at)
    select 'review', $1, $2, $3, $4
    where not exists (select 1 from complaints where comment_id = $1 and kind = 'review' and status = 'pending')`,
  ),
  bumpThread: s(
    'comments_bump_thread',
    `update comments p set thread_count = thread_count + $2, repliers = ${REPLIERS} where id = $1 returning number_id`,
  ),
  recountThreads: s('comments_recount_threads', `update comments p set repliers = ${REPLIERS} where p.id = any($1::bigint[])`),
  lockThreadOf: s(
    'comments_lock_thread_of',
    'select p.id, p.number_id from comments p join comments reply on reply.parent_id = p.id where reply.id = $1 for update of p',
  ),
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
};

export interface CommentRef {
  id: number;
  number_id: number;
  parent_id: number | null;
  author_id: number | null;
  in_review: boolean;
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
    /** A listed comment of the number (its author also reaches it while it is under review; viewer 0 is nobody). */
    async root(commentId: number, e164: string, viewerId: number, q: Querier = db): Promise<{ id: number; thread_count: number } | null> {
      return (await queryOne<{ id: number; thread_count: number }>(q, SQL.root, [commentId, e164, viewerId])) ?? null;
    },
    thread(rootId: number, limit: number, offset: number, viewerId: number, q: Querier = db): Promise<CommentRow[]> {
      return q.query<CommentRow>(SQL.thread, [rootId, limit, offset, viewerId]);
    },

    /** My comment on a number, locked for the write. */
    async ownComment(numberId: number, accountId: number, q: Querier = db): Promise<{ id: number; in_review: boolean } | null> {
      return (await queryOne<{ id: number; in_review: boolean }>(q, SQL.ownComment, [numberId, accountId])) ?? null;
    },
    /** A new comment (rootId null) or reply; its id. */
    async insert(
      c: { numberId: number; rootId: number | null; authorId: number; text: string; inReview: boolean; at: Date },
      q: Querier = db,
    ): Promise<number> {
      const { id } = (await queryOne<{ id: number }>(q, SQL.insert, [c.numberId, c.rootId, c.authorId, c.text, c.at, c.inReview]))!;
      touchNumber(q, c.numberId);
      return id;
    },
    async updateText(id: number, text: string, inReview: boolean, at: Date, q: Querier = db): Promise<void> {
      touched(q, await queryOne<{ number_id: number }>(q, SQL.updateText, [id, text, at, inReview]));
    },
    /** What my review says about picking up (decision 030): -1, 0 or 1. */
    async setStance(id: number, stance: -1 | 0 | 1, q: Querier = db): Promise<void> {
      touched(q, await queryOne<{ number_id: number }>(q, SQL.setStance, [id, stance]));
    },
    async tombstone(id: number, at: Date, q: Querier = db): Promise<void> {
      touched(q, await queryOne<{ number_id: number }>(q, SQL.tombstone, [id, at]));
    },
    /** Texts of this author on this number that a moderator removed (other than comment `except`). */
    removedTexts(numberId: number, authorId: number, at: Date, except: number, q: Querier = db) {
      return q.query<{ text: string; complaint_id: number | null }>(SQL.removedTexts, [numberId, authorId, at, except]);
    },
    /** Puts the comment in the moderators' queue as a review item (once while one is pending). */
    async holdForReview(commentId: number, note: string, deadline: Date, at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.holdForReview, [commentId, note, deadline, at]);
    },
    /** A comment or reply, locked for the write. */
    async lock(id: number, q: Querier = db): Promise<CommentRef | null> {
      return (await queryOne<CommentRef>(q, SQL.lock, [id])) ?? null;
    },
    /**
     * A reply joined (1) or left (-1) its thread: the count shown, and the repliers counted again.
     * The caller has locked the thread (before the reply's own write), so the count sees every reply.
     */
    async bumpThread(rootId: number, delta: 1 | -1, q: Querier = db): Promise<void> {
      touched(q, await queryOne<{ number_id: number }>(q, SQL.bumpThread, [rootId, delta]));
    },
    /** Threads whose replies changed authors at once (an erased account's): their repliers counted again. */
    async recountThreads(threadIds: number[], q: Querier = db): Promise<void> {
      if (threadIds.length > 0) await q.query(SQL.recountThreads, [threadIds]);
    },
    /**
     * A reply was removed or published by a moderator: its thread's repliers counted again (nothing
     * for a review). The thread is locked first, so the count sees every reply committed before it.
     */
    async recountRepliers(commentId: number, q: Querier = db): Promise<void> {
      const thread = await queryOne<{ id: number; number_id: number }>(q, SQL.lockThreadOf, [commentId]);
      if (!thread) return;
      await q.query(SQL.recountThreads, [[thread.id]]);
      touched(q, thread);
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
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
