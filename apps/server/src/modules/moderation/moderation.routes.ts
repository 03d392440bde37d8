import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { ModerationService } from './moderation.service.js';

export function moderationRoutes(app: FastifyInstance, m: ModerationService): void {
  serveRoute(app, routes.reportComment, ({ body, account }) =>
    m.reportComment({ account, commentId: body.comment_id, text: body.report_text }),
  );
  serveRoute(app, routes.reportContact, ({ body, account }) =>
    m.reportContact({ account, phone: body.phone, viaProfile: false, nameHash: body.name_hash, text: body.report_text }),
  );
  // A profile others may see (numbers area): a hidden or anti-spy one is no profile here either (decisions 024, 053).
  serveRoute(app, routes.reportProfileContact, async ({ body, account }) =>
    m.reportContact({
      account,
      phone: await app.profilePhone(body.profile_id),
      viaProfile: true,
      nameHash: body.name_hash,
      text: body.report_text,
    }),
  );
  serveRoute(app, routes.commentHide, ({ body, account, idempotencyKey }) =>
    m.hide({ account, commentId: body.comment_id, months: body.months, idempotencyKey }),
  );
  serveRoute(app, routes.commentSubscribe, ({ body, account }) => m.subscribe({ account, commentId: body.comment_id, active: true }));
  serveRoute(app, routes.commentUnsubscribe, ({ body, account }) => m.subscribe({ account, commentId: body.comment_id, active: false }));
  serveRoute(app, routes.complaintAdd, ({ body, account }) => m.complain({ account, body }));
  serveRoute(app, routes.reportMine, ({ query, account }) => m.mineOnNumber({ account, phone: query.phone }));
  serveRoute(app, routes.complaintMine, ({ account }) => m.mine({ account }));
  serveRoute(app, routes.moderationQueue, ({ account }) => m.queue({ account }));
  serveRoute(app, routes.moderationDecide, ({ body, account }) =>
    m.decide({ account, complaintId: body.complaint_id, decision: body.decision, note: body.note ?? null }),
  );
}
