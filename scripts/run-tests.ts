/**
 * The whole test suite: unit and integration tests on the embedded database; the integration tests
 * again on PostgreSQL (and Redis) when DATABASE_URL / REDIS_URL are set; then the browser journeys.
 * Ends with one summary line, `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Run {
  label: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}
const outDir = mkdtempSync(join(tmpdir(), 'numscope-tests-'));
const embeddedEnv = { ...process.env, DATABASE_URL: '', REDIS_URL: '' };
const runs: Run[] = [{ label: 'unit + integration (embedded PGlite)', args: [], env: embeddedEnv }];
if (process.env.DATABASE_URL) {
  // In a random order each time (the seed is printed): tests must not lean on each other (017).
  runs.push({
    label: `integration (PostgreSQL${process.env.REDIS_URL ? ' + Redis' : ''}, shuffled)`,
    args: ['apps/server/src', '--sequence.shuffle'],
    env: process.env,
  });
}
runs.push({ label: 'browser journeys (Chromium)', args: ['--config', 'e2e/vitest.config.ts'], env: embeddedEnv });

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}
let passed = 0;
let failed = 0;
let exit = 0;
// Named again at the very end: CI keeps only the tail of a long log.
const failures: string[] = [];
for (const [i, run] of runs.entries()) {
  console.log(`\n=== ${run.label} ===`);
  const out = join(outDir, `${i}.json`);
  const r = spawnSync('npx', ['vitest', 'run', ...run.args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    stdio: 'inherit',
    env: run.env,
  });
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    for (const file of report.testResults) {
      for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
        const reason = (test.failureMessages[0] ?? '').split('\n')[0];
        failures.push(`[${run.label}] ${file.name.replace(process.cwd() + '/', '')} > ${test.fullName}: ${reason}`);
      }
    }
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) exit = 1;
  } catch {
    failed += 1; // the run crashed before reporting
    failures.push(`[${run.label}] crashed before reporting`);
  }
  if (r.status !== 0) exit = 1;
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exit);
