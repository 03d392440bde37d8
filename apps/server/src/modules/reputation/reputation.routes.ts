import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { ReputationService } from './reputation.service.js';

export function reputationRoutes(app: FastifyInstance, r: ReputationService): void {
  serveRoute(app, routes.ownerAnswer, ({ body, account }) => r.ownerAnswer({ account, commentId: body.comment_id, text: body.text }));
  serveRoute(app, routes.reviewRequest, ({ body, account }) => r.requestReview({ account, phone: body.phone, reason: body.reason }));
  serveRoute(app, routes.burstQueue, ({ account }) => r.burstQueue({ account }));
  serveRoute(app, routes.burstDecide, ({ body, account }) => r.decideBurst({ account, burstId: body.burst_id, decision: body.decision }));
  serveRoute(app, routes.reputationReviewQueue, ({ account }) => r.reviewQueue({ account }));
  serveRoute(app, routes.reputationReviewDecide, ({ body, account }) =>
    r.decideReview({ account, reviewId: body.review_id, decision: body.decision, note: body.note ?? null }),
  );
}
