import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { Moderation } from './moderation.service.js';

export function moderationRoutes(app: FastifyInstance, m: Moderation): void {
  const me = (r: { account: { accountId: number } | null }) => r.account!.accountId;
  serveRoute(app, routes.reportComment, ({ body, request }) => m.reportComment(me(request), body.comment_id, body.report_text));
  serveRoute(app, routes.reportContact, ({ body, request }) => m.reportContact(me(request), body.phone, null, body.name_hash, body.report_text));
  serveRoute(app, routes.reportProfileContact, ({ body, request }) => m.reportContact(me(request), null, body.profile_id, body.name_hash, body.report_text));
  serveRoute(app, routes.commentHide, ({ body, request }) => m.hide(me(request), body.comment_id, body.months));
  serveRoute(app, routes.commentSubscribe, ({ body, request }) => m.subscribe(me(request), body.comment_id, true));
  serveRoute(app, routes.commentUnsubscribe, ({ body, request }) => m.subscribe(me(request), body.comment_id, false));
  serveRoute(app, routes.complaintAdd, ({ body, request }) => m.complain(me(request), body));
  serveRoute(app, routes.complaintMine, ({ request }) => m.mine(me(request)));
  serveRoute(app, routes.moderationQueue, ({ request }) => m.queue(me(request)));
  serveRoute(app, routes.moderationDecide, ({ body, request }) => m.decide(me(request), body.complaint_id, body.decision, body.note ?? null));
}
