import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { retryOnDeadlock } from '../../db/deadlock.js';
import type { Clock } from '../clock.js';
import { keyUuid, latestTick, parseData, tickKey, type EnqueueOptions, type JobDefinition, type Jobs } from './jobs.js';

export interface PgBossJobsOptions {
  connectionString: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often this instance enqueues due schedule ticks (every instance does; each tick lands once). */
  scheduleEveryMs?: number;
  pollingIntervalSeconds?: number;
}

/**
 * The job runner on PostgreSQL: pg-boss (queues with SKIP LOCKED, retries with backoff, expiry of
 * jobs whose worker died). Schedules are ours, not pg-boss's cron: every instance enqueues the
 * latest due tick under the key `tick:<time>`, which becomes the job id, so a tick runs once
 * across instances and the tick time comes from the app's Clock.
 */
export function createPgBossJobs({
  connectionString,
  clock,
  log,
  scheduleEveryMs = 15_000,
  pollingIntervalSeconds = 2,
}: PgBossJobsOptions): Jobs {
  const defs = new Map<string, JobDefinition<unknown>>();
  const boss = new PgBoss({ connectionString, max: 4, application_name: 'numscope-jobs', schedule: false });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  let started: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let scheduling: Promise<void> | null = null;

  /**
   * Creates a missing queue. Instances starting together on a fresh database can deadlock in
   * pg-boss's partition DDL; PostgreSQL then aborts one of them, which tries again.
   */
  async function ensureQueue(def: JobDefinition<unknown>): Promise<void> {
    await retryOnDeadlock(async () => {
      if (!(await boss.getQueue(def.name))) {
        await boss.createQueue(def.name, {
          name: def.name,
          policy: 'standard',
          retryLimit: def.retry.limit,
          retryDelay: def.retry.delaySeconds,
          retryBackoff: def.retry.backoff,
        });
      }
    });
  }

  /** Connects (and installs pg-boss's schema) on first use, so an app that never uses jobs opens no pool. */
  function ready(): Promise<void> {
    started ??= (async () => {
      await boss.start();
      for (const def of defs.values()) await ensureQueue(def);
    })();
    return started;
  }

  async function enqueue(name: string, data: unknown, options: EnqueueOptions = {}): Promise<string | null> {
    const def = defs.get(name);
    if (!def) throw new Error(`job ${name} is not defined`);
    await ready();
    return boss.send(name, parseData(def, data) as object, {
      // The policy travels with each job, so a changed definition applies to a queue made earlier.
      retryLimit: def.retry.limit,
      retryDelay: def.retry.delaySeconds,
      retryBackoff: def.retry.backoff,
      ...(options.singletonKey ? { id: keyUuid(name, options.singletonKey), singletonKey: options.singletonKey } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
  }

  async function runSchedules(): Promise<void> {
    for (const def of defs.values()) {
      if (def.cron) await enqueue(def.name, {}, { singletonKey: tickKey(latestTick(def.cron, clock.now())) });
    }
  }

  return {
    kind: 'pg-boss',
    define(def) {
      if (defs.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
      defs.set(def.name, def as JobDefinition<unknown>);
      if (started) void started.then(() => ensureQueue(def as JobDefinition<unknown>));
    },
    async start() {
      if (timer) return;
      await ready();
      for (const def of defs.values()) {
        await boss.work<unknown>(def.name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          try {
            await def.handler(parseData(def, job.data), { attempt: job.retryCount + 1, jobId: job.id });
          } catch (err) {
            log.warn(
              { err, job: def.name, jobId: job.id, attempt: job.retryCount + 1 },
              'job failed; pg-boss retries it while its policy allows',
            );
            throw err;
          }
        });
      }
      const loop = () => {
        scheduling ??= runSchedules()
          .catch((err: unknown) => log.error({ err }, 'job schedule failed'))
          .finally(() => {
            scheduling = null;
          });
      };
      loop();
      timer = setInterval(loop, scheduleEveryMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await scheduling;
      // Graceful: workers finish the job in hand; pg-boss retries any it had to abandon.
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: true });
      started = undefined;
    },
    enqueue,
    runSchedules,
  };
}
