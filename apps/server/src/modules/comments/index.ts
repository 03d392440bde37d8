import type { Querier } from '../../db/client.js';
import type { ServerModule } from '../module.js';
import { createCommentsRepository } from './comments.repository.js';
import { commentsRoutes } from './comments.routes.js';
import { commentsViewerFrom, createCommentsService } from './comments.service.js';

/** Comments on a number: lists, threads, my comment, replies, reactions and boosts. The house model of a module. */
export const commentsModule: ServerModule = {
  area: 'comments',
  register(app, { db, uow, kv, clock }) {
    commentsRoutes(app, createCommentsService({ repo: createCommentsRepository(db), uow, kv, clock }));
  },
};

/** The viewer's own comment and reactions on a number, from the columns of `viewerColumnsSql` (the lookup's, decisions 032, 043). */
export const viewerCommentsFrom = commentsViewerFrom;
export { viewerColumnsSql as viewerCommentsSql, type ViewerColumns as ViewerCommentColumns } from './comments.repository.js';

/** Counts a thread's repliers again after a moderator removed or published one of its replies (the moderation area's decisions). */
export const recountRepliers = (q: Querier, commentId: number): Promise<void> => createCommentsRepository(q).recountRepliers(commentId, q);
/** Counts these threads' repliers again (an erased account's replies lost their author). */
export const recountThreads = (q: Querier, threadIds: number[]): Promise<void> => createCommentsRepository(q).recountThreads(threadIds, q);

export { COMMENT_FIELDS, commentJsonSql, toComment, type Author, type CardCommentRow, type CommentRow } from './comment-row.js';
