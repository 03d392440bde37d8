import type { ServerModule } from '../module.js';
import { purgeSearchDaysJob } from './history.jobs.js';
import { createHistoryRepository } from './history.repository.js';
import { historyRoutes } from './history.routes.js';
import { createHistoryService } from './history.service.js';

/** Search history, the daily free limit and paid search, the overlimit setting, main data. */
export const historyModule: ServerModule = {
  area: 'history',
  register(app, { db, clock, jobs, config }) {
    historyRoutes(app, createHistoryService({ repo: createHistoryRepository(db), clock }), config);
    jobs.define(purgeSearchDaysJob({ db, clock }));
  },
};

export { dayStart, settleAdmission, type SearchAdmission } from './history.service.js';
export { admissionSql, type FreeAdmissionRow } from './history.repository.js';
