import { z } from 'zod';
import { defineJob } from '../infra/jobs/index.js';
import type { Database } from './client.js';

/**
 * Embedded PGlite runs PostgreSQL as a single backend: no autovacuum worker ever starts, so without
 * this the old versions of updated rows (cards rebuilt on every write, counters, balances) are never
 * reclaimed, and the planner never gets statistics (`reltuples` stays -1). Every hour the embedded
 * database is vacuumed and analysed. It holds the one connection meanwhile; after the first run
 * it only reads pages changed since (the visibility map), tens of milliseconds on the demo data.
 * PostgreSQL does this itself (autovacuum), so the job is defined for PGlite only (app.ts).
 */
export function embeddedVacuumJob(db: Database) {
  return defineJob({
    name: 'db-embedded-vacuum',
    data: z.object({}),
    cron: '47 * * * *',
    retry: { limit: 1, delaySeconds: 300, backoff: false },
    async handler() {
      await db.exec('vacuum (analyze)');
    },
  });
}
