import type { Querier } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { ServerModule } from '../module.js';
import { createNumbersRepository } from './numbers.repository.js';
import { numbersRoutes } from './numbers.routes.js';
import { staleCardsJob } from './numbers.jobs.js';
import { createNumbersService, rebuildNumbers } from './numbers.service.js';

/**
 * Rebuilds, before each commit, the counts, trust index and card of every number the write touched,
 * and the cards that show an author whose shown fields it changed.
 */
export function keepCardsFresh(uow: UnitOfWork): void {
  uow.beforeCommit((q, touched, now) => rebuildNumbers(q, touched, now));
}

/** The lookup of a number (its card, the viewer's own view, the history admission) and its contacts list. */
export const numbersModule: ServerModule = {
  area: 'numbers',
  register(app, { db, uow, clock, jobs }) {
    keepCardsFresh(uow);
    jobs.define(staleCardsJob({ db, clock }));
    const service = createNumbersService({ repo: createNumbersRepository(db), clock, searches: app.searches });
    app.decorate('profilePhone', (profileId: number) => service.profilePhone(profileId));
    numbersRoutes(app, service);
  },
};

export { refreshCardsSql } from './numbers.repository.js';
export { refreshStaleCards } from './numbers.jobs.js';

/** Rebuilds the cards of these numbers only, as of `at` (fixtures that write rows directly). */
export function refreshCards(q: Querier, numberIds: number[], at: Date): Promise<void> {
  return createNumbersRepository(q).refreshCards(numberIds, at);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The number of a shown profile (decision 024), or PROFILE_NOT_FOUND: other areas' by-profile calls. */
    profilePhone(profileId: number): Promise<string>;
  }
}
