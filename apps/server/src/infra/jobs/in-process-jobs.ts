import type { FastifyBaseLogger } from 'fastify';
import type { Database, Statement } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { latestTick, parseData, retryDelaySeconds, tickKey, type EnqueueOptions, type JobDefinition, type Jobs } from './jobs.js';

const INSERT: Statement = {
  name: 'jobs_insert',
  text: `insert into jobs (name, data, singleton_key, start_after, created_at) values ($1, $2::jsonb, $3, $4::timestamptz, $5::timestamptz)
    on conflict (name, singleton_key) do nothing returning id`,
};

// Claims due jobs of the defined queues; skip locked keeps two runners on one database apart.
const CLAIM: Statement = {
  name: 'jobs_claim',
  text: `update jobs set state = 'active', attempts = attempts + 1
    where id in (select id from jobs where state in ('created', 'retry') and start_after <= $1::timestamptz and name = any($2::text[])
      order by start_after, id limit $3 for update skip locked)
    returning id, name, data, attempts`,
};

const COMPLETE: Statement = {
  name: 'jobs_complete',
  text: `update jobs set state = 'completed', finished_at = $2::timestamptz, last_error = null where id = $1`,
};
const RETRY: Statement = {
  name: 'jobs_retry',
  text: `update jobs set state = 'retry', start_after = $2::timestamptz, last_error = $3 where id = $1`,
};
const FAIL: Statement = {
  name: 'jobs_fail',
  text: `update jobs set state = 'failed', finished_at = $2::timestamptz, last_error = $3 where id = $1`,
};
// One process owns an embedded database, so a job still marked active at start was cut off by a stop or crash.
const RESUME: Statement = { name: 'jobs_resume', text: `update jobs set state = 'retry' where state = 'active'` };
const PURGE: Statement = {
  name: 'jobs_purge',
  text: `delete from jobs where state in ('completed', 'failed') and finished_at < $1::timestamptz`,
};

/** Finished jobs are kept this long: their singleton keys keep refusing duplicates meanwhile. */
const RETENTION_MS = 7 * 86_400_000;

export interface InProcessJobsOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often the runner looks for due jobs and schedule ticks (real time, not the Clock). */
  pollMs?: number;
  batchSize?: number;
}

/**
 * The job runner for embedded PGlite: the same interface as pg-boss over the `jobs` table, time
 * from the Clock (a test moves it, then calls `runDue`). One server process owns an embedded
 * database, so polling in process is enough; the SQL still holds with two runners on one database.
 */
export function createInProcessJobs({
  db,
  clock,
  log,
  pollMs = 1000,
  batchSize = 10,
}: InProcessJobsOptions): Jobs & { runDue(): Promise<number> } {
  const defs = new Map<string, JobDefinition<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let busy: Promise<void> | null = null;
  let lastPurge = 0;

  async function enqueue(name: string, data: unknown, options: EnqueueOptions = {}): Promise<string | null> {
    const def = defs.get(name);
    if (!def) throw new Error(`job ${name} is not defined`);
    const now = clock.now();
    const rows = await db.query<{ id: number }>(INSERT, [
      name,
      JSON.stringify(parseData(def, data)),
      options.singletonKey ?? null,
      (options.startAfter ?? now).toISOString(),
      now.toISOString(),
    ]);
    return rows[0] ? String(rows[0].id) : null;
  }

  async function runSchedules(): Promise<void> {
    for (const def of defs.values()) {
      if (def.cron) await enqueue(def.name, {}, { singletonKey: tickKey(latestTick(def.cron, clock.now())) });
    }
  }

  /** Runs every job due now, retries included; returns how many ran. */
  async function runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await db.query<{ id: number; name: string; data: unknown; attempts: number }>(CLAIM, [
        clock.now().toISOString(),
        [...defs.keys()],
        batchSize,
      ]);
      if (claimed.length === 0) return ran;
      for (const job of claimed) {
        const def = defs.get(job.name)!;
        ran++;
        try {
          await def.handler(parseData(def, job.data), { attempt: job.attempts, jobId: String(job.id) });
          await db.query(COMPLETE, [job.id, clock.now().toISOString()]);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const now = clock.now();
          if (job.attempts > def.retry.limit) {
            log.error({ err, job: job.name, jobId: job.id, attempt: job.attempts }, 'job failed for good');
            await db.query(FAIL, [job.id, now.toISOString(), message]);
          } else {
            log.warn({ err, job: job.name, jobId: job.id, attempt: job.attempts }, 'job failed; will retry');
            await db.query(RETRY, [
              job.id,
              new Date(now.getTime() + retryDelaySeconds(def.retry, job.attempts) * 1000).toISOString(),
              message,
            ]);
          }
        }
      }
    }
  }

  async function cycle(): Promise<void> {
    await runSchedules();
    await runDue();
    const now = clock.now().getTime();
    if (now - lastPurge > 3_600_000) {
      lastPurge = now;
      await db.query(PURGE, [new Date(now - RETENTION_MS).toISOString()]);
    }
  }

  return {
    kind: 'in-process',
    define(def) {
      if (defs.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
      defs.set(def.name, def as JobDefinition<unknown>);
    },
    async start() {
      if (timer) return;
      await db.query(RESUME);
      // One cycle at a time: a tick that finds the previous cycle still running skips.
      const loop = () => {
        busy ??= cycle()
          .catch((err: unknown) => log.error({ err }, 'job runner cycle failed'))
          .finally(() => {
            busy = null;
          });
      };
      loop();
      timer = setInterval(loop, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await busy;
    },
    enqueue,
    runSchedules,
    runDue,
  };
}
