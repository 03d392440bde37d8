import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { createInProcessJobs } from './in-process-jobs.js';
import type { Jobs } from './jobs.js';
import { createPgBossJobs } from './pg-boss-jobs.js';

/** pg-boss on a PostgreSQL server, the in-process runner on embedded PGlite: one interface. */
export function createJobs(o: { db: Database; clock: Clock; log: FastifyBaseLogger }): Jobs {
  return o.db.kind === 'postgres' && o.db.url
    ? createPgBossJobs({ connectionString: o.db.url, clock: o.clock, log: o.log })
    : createInProcessJobs(o);
}
