import type { Comment, CommentOrder, ThreadReply } from '@numscope/contract';
import type { Querier } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { applyViewerFlags } from './comment-writes.service.js';
import { requirePhone } from '../numbers/numbers.service.js';
import { toComment, toThreadReply } from './comment-row.js';
import type { CommentsRepository } from './comments.repository.js';

export interface Page {
  limit: number;
  offset: number;
}

export function createCommentsService(repo: CommentsRepository, db: Querier) {
  return {
    /** A page of a number's comments; the pinned one is not listed (the profile carries it). */
    async list(phoneInput: string, locale: string | undefined, order: CommentOrder, page: Page, viewerId?: number): Promise<{ comments: Comment[]; total: number }> {
      const phone = requirePhone(phoneInput, locale);
      const num = await repo.numberTotals(phone.e164);
      if (!num) return { comments: [], total: 0 };
      const comments = (await repo.list(num.id, order, page.limit, page.offset)).map((r) => toComment(r));
      if (viewerId) await applyViewerFlags(db, comments, viewerId);
      return { comments, total: Math.max(0, num.listed) };
    },

    /** A page of one comment's thread replies, oldest first; the comment must be on this number. */
    async thread(commentId: number, phoneInput: string, locale: string | undefined, page: Page, viewerId?: number): Promise<{ threads: ThreadReply[]; total: number }> {
      const phone = requirePhone(phoneInput, locale);
      const root = await repo.root(commentId, phone.e164);
      if (!root) throw new AppError('COMMENT_NOT_FOUND');
      const threads = (await repo.thread(root.id, page.limit, page.offset)).map((r) => toThreadReply(r));
      if (viewerId) await applyViewerFlags(db, threads, viewerId);
      return { threads, total: root.thread_count };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
