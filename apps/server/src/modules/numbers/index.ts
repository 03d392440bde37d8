import type { Querier } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { ServerModule } from '../module.js';
import { createNumbersRepository } from './numbers.repository.js';
import { numbersRoutes } from './numbers.routes.js';
import { createNumbersService, rebuildNumbers } from './numbers.service.js';

/** Rebuilds, before each commit, the counts, trust index and card of every number the write touched. */
export function keepCardsFresh(uow: UnitOfWork): void {
  uow.beforeCommit((q, numberIds, now) => rebuildNumbers(q, numberIds, now));
}

/** The lookup of a number (its card, the viewer's own view, the history admission) and its contacts list. */
export const numbersModule: ServerModule = {
  area: 'numbers',
  register(app, { db, uow, clock }) {
    keepCardsFresh(uow);
    const service = createNumbersService({ repo: createNumbersRepository(db), db, uow, clock });
    app.decorate('profilePhone', (profileId: number) => service.profilePhone(profileId));
    numbersRoutes(app, service);
  },
};

export { refreshCardsSql } from './numbers.repository.js';

/** Rebuilds the cards of these numbers only (fixtures that write rows directly). */
export function refreshCards(q: Querier, numberIds: number[]): Promise<void> {
  return createNumbersRepository(q).refreshCards(numberIds);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The number of a shown profile (decision 024), or PROFILE_NOT_FOUND: other areas' by-profile calls. */
    profilePhone(profileId: number): Promise<string>;
  }
}
