import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { CommentsService } from './comments.service.js';

export function commentsRoutes(app: FastifyInstance, service: CommentsService): void {
  serveRoute(app, routes.commentList, ({ query, request }) =>
    service.list(query.phone, query.locale, query.order_by, { limit: query.limit, offset: query.offset }, request.account?.accountId),
  );
  serveRoute(app, routes.threadList, ({ query, request }) =>
    service.thread(query.comment_id, query.phone, query.locale, { limit: query.limit, offset: query.offset }, request.account?.accountId),
  );
}
