import type { ServerModule } from '../module.js';
import { createHistoryRepository } from './history.repository.js';
import { historyRoutes } from './history.routes.js';
import { createHistoryService, createSearches, type Searches } from './history.service.js';
import { createSearchLog } from './search-log.js';

/**
 * Search history, the daily free limit and paid search, the overlimit setting, main data. It
 * registers before the numbers area, whose lookup admits and records searches through `app.searches`.
 */
export const historyModule: ServerModule = {
  area: 'history',
  register(app, { db, uow, kv, clock, config }) {
    const repo = createHistoryRepository(db);
    // The log writes on a connection of its own (decision 044); everything else here on the pool.
    const log = createSearchLog({ repo: createHistoryRepository(db.writeBehind), log: app.log });
    const searches = createSearches({ db, uow, kv, log });
    app.decorate('searches', { ...searches, flush: log.flush });
    // onClose hooks run last-added first: the searches still waiting are written before the database closes.
    app.addHook('onClose', () => log.flush());
    historyRoutes(app, createHistoryService({ repo, clock, searches, log }), config);
  },
};

export { dayStart, type AdmissionAccount, type SearchAdmission, type Searches } from './history.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Admission of signed-in searches (the lookup's), and `flush`: history written now (other areas' reads, tests). */
    searches: Searches & { flush(): Promise<void> };
  }
}
