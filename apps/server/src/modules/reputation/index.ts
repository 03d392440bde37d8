import type { ServerModule } from '../module.js';
import { rescoreJob, standingJob } from './reputation.jobs.js';
import { reputationRoutes } from './reputation.routes.js';
import { createReputationService } from './reputation.service.js';

/**
 * The reputation of numbers (decision 030): one weighted, decaying voice per account, bursts held
 * for moderators, the explanation the page shows, and the owner's voice. The numbers area calls
 * `scoreNumbers` in its before-commit rebuild; the jobs rescore what aged.
 */
export const reputationModule: ServerModule = {
  area: 'reputation',
  register(app, { db, uow, clock, jobs }) {
    const service = createReputationService({ db, uow, clock });
    reputationRoutes(app, service);
    for (const job of [rescoreJob(service), standingJob(service)]) jobs.define(job);
  },
};

export { createReputationService, scoreNumbers } from './reputation.service.js';
export { neutralReputation } from './scoring.js';
