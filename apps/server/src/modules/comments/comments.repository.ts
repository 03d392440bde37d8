import type { CommentOrder } from '@numscope/contract';
import type { Database, Statement } from '../../db/client.js';
import { COMMENT_COLUMNS, type CommentRow } from './comment-row.js';

/** Each order is its own statement so that each keeps its own plan and matching index. */
const ORDER_SQL: Record<CommentOrder, string> = {
  interesting: 'c.interest desc, c.id desc',
  newest: 'c.created_at desc, c.id desc',
  oldest: 'c.created_at asc, c.id asc',
};

const LIST: Record<CommentOrder, Statement> = Object.fromEntries(
  Object.entries(ORDER_SQL).map(([order, by]) => [
    order,
    {
      name: `comments_list_${order}`,
      text: `select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
        where c.number_id = $1 and c.parent_id is null and not c.is_pinned
        order by ${by} limit $2 offset $3`,
    },
  ]),
) as Record<CommentOrder, Statement>;

const NUMBER_TOTALS: Statement = {
  name: 'comments_number_totals',
  text: `select n.id, n.comments_count - (select count(*) from comments c
      where c.number_id = n.id and c.parent_id is null and c.is_pinned)::int as listed
    from numbers n where n.e164 = $1`,
};

const ROOT: Statement = {
  name: 'comments_root',
  text: `select c.id, c.thread_count from comments c join numbers n on n.id = c.number_id
    where c.id = $1 and n.e164 = $2 and c.parent_id is null`,
};

const THREAD: Statement = {
  name: 'comments_thread',
  text: `select ${COMMENT_COLUMNS} from comments c left join accounts a on a.id = c.author_id
    where c.parent_id = $1 order by c.created_at, c.id limit $2 offset $3`,
};

export function createCommentsRepository(db: Database) {
  return {
    async numberTotals(e164: string): Promise<{ id: number; listed: number } | null> {
      return (await db.query<{ id: number; listed: number }>(NUMBER_TOTALS, [e164]))[0] ?? null;
    },
    list(numberId: number, order: CommentOrder, limit: number, offset: number): Promise<CommentRow[]> {
      return db.query<CommentRow>(LIST[order], [numberId, limit, offset]);
    },
    async root(commentId: number, e164: string): Promise<{ id: number; thread_count: number } | null> {
      return (await db.query<{ id: number; thread_count: number }>(ROOT, [commentId, e164]))[0] ?? null;
    },
    thread(rootId: number, limit: number, offset: number): Promise<CommentRow[]> {
      return db.query<CommentRow>(THREAD, [rootId, limit, offset]);
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
