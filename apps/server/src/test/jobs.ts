import type { FastifyInstance } from 'fastify';

/**
 * Runs the scheduled ticks that are due on the app's clock and the jobs they queue: at once on the
 * embedded runner, by starting pg-boss and polling `done` on PostgreSQL.
 */
export async function runDueJobs(app: FastifyInstance, done: () => Promise<boolean>): Promise<void> {
  const jobs = app.jobs as typeof app.jobs & { runDue?: () => Promise<number> };
  await jobs.runSchedules();
  if (jobs.runDue) await jobs.runDue();
  else await jobs.start();
  for (let i = 0; i < 300 && !(await done()); i++) await new Promise((ok) => setTimeout(ok, 100));
}
