import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { CommentsService } from './comments.service.js';

export function commentsRoutes(app: FastifyInstance, service: CommentsService): void {
  serveRoute(app, routes.commentList, ({ query, account }) =>
    service.list({
      viewer: account,
      phone: query.phone,
      locale: query.locale,
      order: query.order_by,
      page: { limit: query.limit, offset: query.offset },
    }),
  );
  serveRoute(app, routes.threadList, ({ query, account }) =>
    service.thread({
      viewer: account,
      commentId: query.comment_id,
      phone: query.phone,
      locale: query.locale,
      page: { limit: query.limit, offset: query.offset },
    }),
  );
  serveRoute(app, routes.commentAdd, ({ body, account }) =>
    service.add({ account, phone: body.phone, text: body.text, stance: body.stance }),
  );
  serveRoute(app, routes.commentDelete, ({ body, account }) => service.remove({ account, phone: body.phone }));
  serveRoute(app, routes.commentEdit, ({ body, account }) =>
    service.edit({ account, commentId: body.comment_id, text: body.text, stance: body.stance }),
  );
  serveRoute(app, routes.threadAdd, ({ body, account }) => service.reply({ account, replyTo: body.reply_to, text: body.text }));
  serveRoute(app, routes.threadEdit, ({ body, account }) => service.editReply({ account, threadId: body.thread_id, text: body.text }));
  serveRoute(app, routes.threadDelete, ({ body, account }) => service.removeReply({ account, threadId: body.thread_id }));
  serveRoute(app, routes.commentLike, ({ body, account, idempotencyKey }) => service.react({ account, body, idempotencyKey }));
}
