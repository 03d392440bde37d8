import type { ServerModule } from '../module.js';
import { createModerationRepository } from './moderation.repository.js';
import { moderationRoutes } from './moderation.routes.js';
import { createModerationService } from './moderation.service.js';

/** Reports, hiding on one's own number, reply subscriptions, complaints and moderator decisions. */
export const moderationModule: ServerModule = {
  area: 'moderation',
  register(app, { db, uow, clock, kv }) {
    moderationRoutes(app, createModerationService({ db, repo: createModerationRepository(db), uow, clock, kv }));
  },
};

export { reviewDeadline } from './review-deadline.js';
