import type { FastifyInstance } from 'fastify';
import type { TestClock } from '../infra/clock.js';

/** Under vitest.config.ts's testTimeout (30 s), with room for the test's own steps. */
const POLL_MS = 20_000;

/**
 * Runs the scheduled ticks that are due on the app's clock and the jobs they queue: at once on the
 * embedded runner, by starting pg-boss and polling `done` on PostgreSQL. It stops polling well
 * before the test's own timeout, so a job that never finishes fails the test's assertion (which
 * says what is missing) rather than timing it out (which says nothing).
 */
export async function runDueJobs(app: FastifyInstance, done: () => Promise<boolean>): Promise<void> {
  const jobs = app.jobs as typeof app.jobs & { runDue?: () => Promise<number> };
  await jobs.runSchedules();
  if (jobs.runDue) await jobs.runDue();
  else await jobs.start();
  const until = Date.now() + POLL_MS;
  while (Date.now() < until && !(await done())) await new Promise((ok) => setTimeout(ok, 100));
}

let movesInFile = 0;
const HOUR = 3_600_000;

/**
 * Runs `work` with the clock `by` later, then moves it back. Each call in a test file lands on a
 * schedule tick of its own (one more hour each): pg-boss runs a tick once, as the tick's time is its
 * job id, so a second test moved to the same tick would wait for a job that never comes (in the
 * shuffled PostgreSQL tier, whenever the earlier test's job had already run).
 */
export async function later<T>(clock: TestClock, by: number, work: () => Promise<T>): Promise<T> {
  const move = by + ++movesInFile * HOUR;
  clock.advance(move);
  try {
    return await work();
  } finally {
    clock.advance(-move);
  }
}
