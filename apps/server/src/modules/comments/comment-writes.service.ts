import type { z } from 'zod';
import type { LikeBody, LikeData } from '@numscope/contract';
import { queryOne, type Database, type Querier } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { KvStore } from '../../infra/kv-store.js';
import { ensureNumber } from '../numbers/ensure-number.js';
import { refreshNumber } from '../numbers/metrics.js';
import { requirePhone } from '../numbers/numbers.service.js';
import { balanceOf, moveNumCy } from '../wallet/ledger.js';
import { limitWrites } from '../write-limit.js';
import { WRITES } from './comment-writes.repository.js';

/** The most NumCy one boost may spend. */
export const MAX_BOOST = 1000;

interface CommentRef {
  id: number;
  number_id: number;
  parent_id: number | null;
  author_id: number | null;
}

/**
 * What signed-in users write on a number: their one comment per number, thread replies, and
 * reactions (like, dislike, paid boost). Every write runs in one transaction that also refreshes
 * the number's counts, trust index and profile card, so readers never see half of it.
 */
export function createCommentWrites(db: Database, kv: KvStore) {
  async function lockComment(q: Querier, id: number, want: 'comment' | 'reply'): Promise<CommentRef> {
    const c = await queryOne<CommentRef>(q, WRITES.comment, [id]);
    if (!c || (want === 'comment') !== (c.parent_id === null)) throw new AppError(want === 'comment' ? 'COMMENT_NOT_FOUND' : 'REPLY_NOT_FOUND');
    return c;
  }

  function ownedBy(c: CommentRef, accountId: number): CommentRef {
    if (c.author_id !== accountId) throw new AppError('NOT_YOUR_COMMENT');
    return c;
  }

  return {
    /** Adds my comment on a number, or updates it when I wrote one already (spec §4). */
    async add(accountId: number, phoneInput: string, text: string): Promise<{ id: number }> {
      const phone = requirePhone(phoneInput);
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => {
        const num = { id: await ensureNumber(q, phone) };
        const mine = await queryOne<{ id: number }>(q, WRITES.ownComment, [num.id, accountId]);
        let id: number;
        if (mine) {
          await q.query(WRITES.updateText, [mine.id, text]);
          id = mine.id;
        } else {
          id = (await queryOne<{ id: number }>(q, WRITES.insertComment, [num.id, accountId, text]))!.id;
        }
        await refreshNumber(q, num.id);
        return { id };
      });
    },

    /** Deletes my comment on a number with its thread. */
    async remove(accountId: number, phoneInput: string): Promise<{ status: boolean }> {
      const phone = requirePhone(phoneInput);
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => {
        const num = await queryOne<{ id: number }>(q, WRITES.numberId, [phone.e164]);
        const mine = num && (await queryOne<{ id: number }>(q, WRITES.ownComment, [num.id, accountId]));
        if (!num || !mine) throw new AppError('COMMENT_NOT_FOUND');
        await q.query(WRITES.deleteComment, [mine.id]);
        await refreshNumber(q, num.id);
        return { status: true };
      });
    },

    async edit(accountId: number, commentId: number, text: string): Promise<{ id: number }> {
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => {
        const c = ownedBy(await lockComment(q, commentId, 'comment'), accountId);
        await q.query(WRITES.updateText, [c.id, text]);
        await refreshNumber(q, c.number_id);
        return { id: c.id };
      });
    },

    async reply(accountId: number, replyTo: number, text: string): Promise<{ id: number }> {
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => {
        const root = await lockComment(q, replyTo, 'comment');
        const { id } = (await queryOne<{ id: number }>(q, WRITES.insertReply, [root.number_id, root.id, accountId, text]))!;
        await q.query(WRITES.bumpThread, [root.id, 1]);
        await refreshNumber(q, root.number_id);
        return { id };
      });
    },

    async editReply(accountId: number, threadId: number, text: string): Promise<{ id: number }> {
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => {
        const r = ownedBy(await lockComment(q, threadId, 'reply'), accountId);
        await q.query(WRITES.updateText, [r.id, text]);
        await refreshNumber(q, r.number_id);
        return { id: r.id };
      });
    },

    async removeReply(accountId: number, threadId: number): Promise<{ status: boolean }> {
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => {
        const r = ownedBy(await lockComment(q, threadId, 'reply'), accountId);
        await q.query(WRITES.deleteComment, [r.id]);
        await q.query(WRITES.bumpThread, [r.parent_id, -1]);
        await refreshNumber(q, r.number_id);
        return { status: true };
      });
    },

    /**
     * Like or dislike (one per user and comment, switching between them; repeating is a no-op) or
     * a paid boost that spends `comment_up_count` NumCy through the ledger in the same transaction.
     */
    async react(accountId: number, body: z.output<typeof LikeBody>): Promise<z.output<typeof LikeData>> {
      const boost = body.like_type === 'COMMENT_UP';
      const count = body.comment_up_count ?? 0;
      if (boost && (body.action_type !== 'ADD' || count < 1 || count > MAX_BOOST)) throw new AppError('BOOST_INVALID');
      await limitWrites(kv, accountId);
      return db.transaction(async (q) => {
        const c = await queryOne<CommentRef>(q, WRITES.comment, [body.comment_id]);
        if (!c) throw new AppError('COMMENT_NOT_FOUND');
        let delta = { likes: 0, dislikes: 0, ups: 0 };
        if (boost) {
          await moveNumCy(q, accountId, -count, 'comment_up', `comment:${c.id}`);
          await q.query(WRITES.boost, [c.id, accountId, count]);
          delta = { ...delta, ups: count };
        } else {
          const had = (await queryOne<{ kind: 'LIKE' | 'DISLIKE' }>(q, WRITES.reaction, [c.id, accountId]))?.kind;
          const kind = body.like_type as 'LIKE' | 'DISLIKE';
          const d = (k: 'LIKE' | 'DISLIKE', n: number) => (k === 'LIKE' ? { likes: n, dislikes: 0, ups: 0 } : { likes: 0, dislikes: n, ups: 0 });
          if (body.action_type === 'ADD' && had !== kind) {
            if (had) {
              await q.query(WRITES.setReaction, [c.id, accountId, kind]);
              const [a, b] = [d(had, -1), d(kind, 1)];
              delta = { likes: a.likes + b.likes, dislikes: a.dislikes + b.dislikes, ups: 0 };
            } else {
              await q.query(WRITES.insertReaction, [c.id, accountId, kind]);
              delta = d(kind, 1);
            }
          } else if (body.action_type === 'REMOVE' && had === kind) {
            await q.query(WRITES.deleteReaction, [c.id, accountId]);
            delta = d(kind, -1);
          }
        }
        const counts = (await queryOne<{ likes: number; dislikes: number; comment_ups: number }>(q, WRITES.counts, [c.id, delta.likes, delta.dislikes, delta.ups]))!;
        await refreshNumber(q, c.number_id);
        const [flags] = await viewerFlags(q, [c.id], accountId);
        const balance = await balanceOf(q, accountId);
        return { likes: counts.likes, dislikes: counts.dislikes, commentUps: counts.comment_ups, hasLike: flags!.hasLike, hasDislike: flags!.hasDislike, hasCommentUp: flags!.hasCommentUp, balance };
      });
    },
  };
}

export interface ViewerFlags {
  id: number;
  hasLike: boolean;
  hasDislike: boolean;
  hasCommentUp: boolean;
}

/** The viewer's own reactions on a set of comments (hasLike, hasDislike, hasCommentUp). */
export async function viewerFlags(q: Querier, ids: number[], accountId: number): Promise<ViewerFlags[]> {
  const rows = await q.query<{ id: number; kind: string | null; boosted: boolean }>(WRITES.viewerFlags, [ids, accountId]);
  return rows.map((r) => ({ id: r.id, hasLike: r.kind === 'LIKE', hasDislike: r.kind === 'DISLIKE', hasCommentUp: r.boosted }));
}

export type CommentWrites = ReturnType<typeof createCommentWrites>;

/** Sets the viewer's flags on comments or replies about to be returned. */
export async function applyViewerFlags(q: Querier, items: { id: number; hasLike: boolean; hasDislike: boolean; hasCommentUp: boolean }[], accountId: number): Promise<void> {
  if (items.length === 0) return;
  const flags = new Map((await viewerFlags(q, items.map((i) => i.id), accountId)).map((f) => [f.id, f]));
  for (const item of items) Object.assign(item, { ...flags.get(item.id), id: item.id });
}
