import type { Querier } from '../../db/client.js';
import type { ServerModule } from '../module.js';
import { createCommentsRepository } from './comments.repository.js';
import { commentsRoutes } from './comments.routes.js';
import { commentsViewerFrom, commentsViewerView, createCommentsService } from './comments.service.js';

/** Comments on a number: lists, threads, my comment, replies, reactions and boosts. The house model of a module. */
export const commentsModule: ServerModule = {
  area: 'comments',
  register(app, { db, uow, kv, clock }) {
    commentsRoutes(app, createCommentsService({ repo: createCommentsRepository(db), uow, kv, clock }));
  },
};

/** The viewer's own comment and reactions on a number, for the lookup. */
export function viewerComments(q: Querier, v: { numberId: number; accountId: number; shownIds: number[]; nowSec: number }) {
  return commentsViewerView(createCommentsRepository(q), v);
}

/** The same from the columns of `viewerColumnsSql` that the lookup's own statement selected (decision 032). */
export const viewerCommentsFrom = commentsViewerFrom;
export { viewerColumnsSql as viewerCommentsSql, type ViewerColumns as ViewerCommentColumns } from './comments.repository.js';

export { COMMENT_FIELDS, commentJsonSql, toComment, type Author, type CardCommentRow, type CommentRow } from './comment-row.js';
