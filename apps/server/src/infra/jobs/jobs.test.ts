import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../../db/client.js';
import { prepareDatabase } from '../../db/prepare.js';
import { createTestDb } from '../../test/harness.js';
import { createTestClock, type TestClock } from '../clock.js';
import { createInProcessJobs } from './in-process-jobs.js';
import { defineJob, type JobDefinition, type Jobs } from './jobs.js';
import { createPgBossJobs } from './pg-boss-jobs.js';

const quiet = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
  level: 'silent',
} as unknown as FastifyBaseLogger;

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(async () => {
  await drop();
});

// Every runner a test makes is stopped after it, whatever the outcome.
const made: Jobs[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((j) => j.stop()));
});

const onPostgres = () => db.kind === 'postgres';
function runner(clock: TestClock, on: Database = db): Jobs {
  const jobs =
    on.kind === 'postgres'
      ? createPgBossJobs({ connectionString: on.url!, clock, log: quiet, pollingIntervalSeconds: 0.5, scheduleEveryMs: 3_600_000 })
      : createInProcessJobs({ db: on, clock, log: quiet, pollMs: 3_600_000 });
  made.push(jobs);
  return jobs;
}

/** Lets the runners work: the in-process ones run what is due now; pg-boss workers are polled until `done`. */
async function work(runners: Jobs[], done: () => boolean): Promise<void> {
  if (!onPostgres()) {
    for (const r of runners) await (r as ReturnType<typeof createInProcessJobs>).runDue();
    return;
  }
  for (const r of runners) await r.start();
  for (let i = 0; i < 200 && !done(); i++) await new Promise((ok) => setTimeout(ok, 50));
}

/** Jobs of a queue as the database holds them (pg-boss's tables or ours). */
async function stored(name: string): Promise<{ state: string; key: string | null }[]> {
  return onPostgres()
    ? db.query(
        {
          name: 't_pgboss_jobs',
          text: 'select state, singleton_key as key from pgboss.job where name = $1 union all select state, singleton_key from pgboss.archive where name = $1',
        },
        [name],
      )
    : db.query({ name: 't_jobs', text: 'select state, singleton_key as key from jobs where name = $1' }, [name]);
}

let seq = 0;
/** A definition whose runs are recorded; `fail` decides, per attempt, whether the handler throws. */
function recorded(over: Partial<JobDefinition<{ n?: number }>> = {}, fail: (attempt: number) => boolean = () => false) {
  const runs: { attempt: number; data: { n?: number } }[] = [];
  const def = defineJob({
    name: `test-job-${++seq}`,
    data: z.object({ n: z.number().int().optional() }),
    retry: { limit: 2, delaySeconds: 1, backoff: false },
    async handler(data, { attempt }) {
      runs.push({ attempt, data });
      if (fail(attempt)) throw new Error(`attempt ${attempt} fails`);
    },
    ...over,
  });
  return { def, runs };
}

describe('job runner (pg-boss on PostgreSQL, in process on PGlite)', () => {
  it('runs a scheduled job once per tick, with two runners on one database', async () => {
    const clock = createTestClock('2026-03-01T10:00:30Z');
    const { def, runs } = recorded({ cron: '* * * * *' });
    const [a, b] = [runner(clock), runner(clock)];
    a.define(def);
    b.define(def);
    await Promise.all([a.runSchedules(), b.runSchedules(), a.runSchedules()]);
    await work([a, b], () => runs.length >= 1);
    expect(runs).toHaveLength(1);
    expect((await stored(def.name)).map((j) => j.key)).toEqual(['tick:2026-03-01T10:00:00.000Z']);

    clock.advance(60_000);
    await Promise.all([a.runSchedules(), b.runSchedules()]);
    await work([a, b], () => runs.length >= 2);
    expect(runs).toHaveLength(2);
    expect((await stored(def.name)).map((j) => j.key).sort()).toEqual(['tick:2026-03-01T10:00:00.000Z', 'tick:2026-03-01T10:01:00.000Z']);
  });

  it('retries a job that fails, and the retry succeeds', async () => {
    const clock = createTestClock();
    const { def, runs } = recorded({}, (attempt) => attempt === 1);
    const jobs = runner(clock);
    jobs.define(def);
    expect(await jobs.enqueue(def.name, { n: 7 })).toBeTruthy();
    await work([jobs], () => runs.length >= 1);
    if (!onPostgres()) {
      // Not due again until the retry delay has passed on the clock.
      await work([jobs], () => false);
      expect(runs).toHaveLength(1);
      clock.advance(1000);
    }
    await work([jobs], () => runs.length >= 2);
    expect(runs).toEqual([
      { attempt: 1, data: { n: 7 } },
      { attempt: 2, data: { n: 7 } },
    ]);
    for (let i = 0; i < 100 && (await stored(def.name))[0]?.state !== 'completed'; i++) await new Promise((ok) => setTimeout(ok, 50));
    expect((await stored(def.name)).map((j) => j.state)).toEqual(['completed']);
  });

  it('adds a job enqueued twice with the same idempotency key once, and runs it once', async () => {
    const clock = createTestClock();
    const { def, runs } = recorded();
    const jobs = runner(clock);
    jobs.define(def);
    const first = await jobs.enqueue(def.name, { n: 1 }, { singletonKey: 'outbox:42' });
    const second = await jobs.enqueue(def.name, { n: 2 }, { singletonKey: 'outbox:42' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await work([jobs], () => runs.length >= 1);
    expect(runs).toEqual([{ attempt: 1, data: { n: 1 } }]);
    expect(await stored(def.name)).toHaveLength(1);
  });

  it('refuses data that does not match the definition, at the caller', async () => {
    const { def } = recorded();
    const jobs = runner(createTestClock());
    jobs.define(def);
    await expect(jobs.enqueue(def.name, { n: 'seven' })).rejects.toThrow(/invalid data: n/);
    await expect(jobs.enqueue('no-such-job', {})).rejects.toThrow(/not defined/);
    expect(await stored(def.name)).toHaveLength(0);
  });
});

// The in-process runner serves embedded PGlite, so these run on PGlite under either test setup.
describe('in-process runner on PGlite: time from the Clock', () => {
  let pglite: Database;
  beforeAll(async () => {
    pglite = await openDatabase({ dataDir: 'memory://', poolSize: 1 });
    await prepareDatabase(pglite);
  });
  afterAll(async () => {
    await pglite.close();
  });
  const stored = async (name: string) =>
    pglite.query<{ state: string }>({ name: 't_jobs_state', text: 'select state from jobs where name = $1' }, [name]);

  it('runs a delayed job only once the clock reaches its time', async () => {
    const clock = createTestClock('2026-03-01T10:00:00Z');
    const { def, runs } = recorded();
    const jobs = runner(clock, pglite) as ReturnType<typeof createInProcessJobs>;
    jobs.define(def);
    await jobs.enqueue(def.name, {}, { startAfter: new Date('2026-03-01T10:10:00Z') });
    expect(await jobs.runDue()).toBe(0);
    clock.set('2026-03-01T10:09:59Z');
    expect(await jobs.runDue()).toBe(0);
    clock.set('2026-03-01T10:10:00Z');
    expect(await jobs.runDue()).toBe(1);
    expect(runs).toHaveLength(1);
  });

  it('backs off between retries and gives up after the retry limit', async () => {
    const clock = createTestClock();
    const { def, runs } = recorded({ retry: { limit: 2, delaySeconds: 10, backoff: true } }, () => true);
    const jobs = runner(clock, pglite) as ReturnType<typeof createInProcessJobs>;
    jobs.define(def);
    await jobs.enqueue(def.name, {});
    await jobs.runDue();
    clock.advance(9_999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    clock.advance(19_999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    clock.advance(86_400_000);
    expect(await jobs.runDue()).toBe(0);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(await stored(def.name)).toMatchObject([{ state: 'failed' }]);
  });

  it('keeps a pending retry across a restart of the server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'numscope-jobs-'));
    try {
      const clock = createTestClock();
      const first = await openDatabase({ dataDir: dir, poolSize: 1 });
      await prepareDatabase(first);
      const before = recorded({}, () => true);
      const jobs1 = runner(clock, first) as ReturnType<typeof createInProcessJobs>;
      jobs1.define(before.def);
      await jobs1.enqueue(before.def.name, { n: 3 });
      await jobs1.runDue();
      await jobs1.stop();
      await first.close();

      const second = await openDatabase({ dataDir: dir, poolSize: 1 });
      const after = recorded({ name: before.def.name });
      const jobs2 = runner(clock, second) as ReturnType<typeof createInProcessJobs>;
      jobs2.define(after.def);
      clock.advance(1000);
      expect(await jobs2.runDue()).toBe(1);
      expect(after.runs).toEqual([{ attempt: 2, data: { n: 3 } }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
