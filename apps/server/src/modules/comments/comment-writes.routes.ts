import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { CommentWrites } from './comment-writes.service.js';

export function commentWritesRoutes(app: FastifyInstance, w: CommentWrites): void {
  const me = (r: { account: { accountId: number } | null }) => r.account!.accountId;
  serveRoute(app, routes.commentAdd, ({ body, request }) => w.add(me(request), body.phone, body.text));
  serveRoute(app, routes.commentDelete, ({ body, request }) => w.remove(me(request), body.phone));
  serveRoute(app, routes.commentEdit, ({ body, request }) => w.edit(me(request), body.comment_id, body.text));
  serveRoute(app, routes.threadAdd, ({ body, request }) => w.reply(me(request), body.reply_to, body.text));
  serveRoute(app, routes.threadEdit, ({ body, request }) => w.editReply(me(request), body.thread_id, body.text));
  serveRoute(app, routes.threadDelete, ({ body, request }) => w.removeReply(me(request), body.thread_id));
  serveRoute(app, routes.commentLike, ({ body, request }) => w.react(me(request), body));
}
