/**
 * Load benchmark of the lookup endpoint. Seeds a large data set (1,000,000 numbers and about
 * 5,000,000 comments on PostgreSQL when DATABASE_URL is set; a smaller one on embedded PGlite),
 * starts the real server and a baseline server (bench/baseline-server.ts: bare Fastify, the same
 * driver and pool, the same row with its card) as their own processes, and loads, round after
 * round, a bare route, the baseline, the visitor's lookup GET /api/v202310/search/{phone} and a
 * signed-in viewer's lookup with random seeded numbers. Prints req/s per round (drift shows there),
 * p50, p99, the ratios to the baseline and both servers' memory; then the latency of the lookups
 * at a set rate below saturation (`BENCH_RATE`, or half the throughput measured).
 *
 *   npm run bench                       # PGlite, 50,000 numbers
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_NUMBERS=200000 BENCH_SECONDS=20 BENCH_ROUNDS=6 npm run bench
 *   BENCH_PACED_RUNS=5 npm run bench    # runs of each set-rate load (median shown; default 3)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import { seedDemo } from '../apps/server/src/db/seed/seed.js';
import { systemClock } from '../apps/server/src/infra/clock.js';
import { createSessionsRepository } from '../apps/server/src/modules/auth/sessions.repository.js';
import { createTokens, parseKeys } from '../apps/server/src/modules/auth/tokens.js';
import { refreshStaleCards } from '../apps/server/src/modules/numbers/index.js';
import { pacedLoad, type PacedResult } from './paced-load.js';

const ROOT = resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL || undefined;
const numbers = Number(process.env.BENCH_NUMBERS ?? (serverUrl ? 1_000_000 : 50_000));
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pacedRuns = Number(process.env.BENCH_PACED_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3900);
// Another version of the server for before/after runs: a directory holding its apps/server (e.g.
// `git archive <commit> apps/server | tar -x -C .data/before`), inside this checkout so its imports resolve.
const serverDir = resolve(ROOT, process.env.BENCH_SERVER_DIR ?? '.');
const baselinePort = port + 1;
const poolSize = process.env.DB_POOL_SIZE ?? '10';
const JWT_KEYS = `bench:${'x'.repeat(40)}`;
const pgliteDir = resolve(ROOT, '.data/bench-pglite');
// PGlite is one process per data directory: the baseline reads its own copy of the same data.
const baselinePgliteDir = resolve(ROOT, '.data/bench-pglite-baseline');

async function benchDatabaseUrl(): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const exists = await admin`select 1 from pg_database where datname = 'numscope_bench'`;
  if (exists.length === 0) await admin.unsafe('create database numscope_bench');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/numscope_bench';
  return url.toString();
}

/**
 * This machine's PostgreSQL runs with autovacuum off (its CI configuration); production's runs it.
 * Without it the signed-in load's history writes pile up dead row versions round after round (five
 * rounds of 60 s fell from 3,307 to 2,407 req/s, leaving 920,000 dead rows), so where it is off the
 * bench vacuums the history after each signed-in load, as autovacuum would have during it.
 */
async function historyVacuum(url: string | undefined): Promise<{ run(): Promise<void>; end(): Promise<void> } | null> {
  if (!url) return null;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [setting] = await sql<{ autovacuum: string }[]>`show autovacuum`;
  if (setting?.autovacuum !== 'off') {
    await sql.end();
    return null;
  }
  return { run: async () => void (await sql`vacuum search_history`), end: () => sql.end() };
}

/** Seeds once; later runs reuse a database that already holds the requested set. */
async function ensureData(db: Database): Promise<void> {
  await prepareDatabase(db);
  const [row] = await db.query<{ n: number }>({ name: 'bench_count', text: 'select count(*)::int as n from numbers' });
  if ((row?.n ?? 0) >= numbers) {
    console.log(`reusing ${row?.n} seeded numbers`);
    // Earlier runs' signed-in load touched the same history rows thousands of times: every run
    // starts with them vacuumed, as autovacuum leaves them between bursts in production.
    await db.exec('vacuum analyze search_history');
    return refreshCards(db);
  }
  if ((row?.n ?? 0) > 0) await db.exec('truncate comments, number_tags, number_names, numbers, accounts restart identity cascade');
  const started = Date.now();
  const r = await seedDemo(db, {
    numbers,
    seed: 1,
    commentsPerNumber: 4,
    onProgress: (done, total) => {
      if (done % 50_000 === 0 || done === total) process.stdout.write(`\rseeding ${done}/${total}`);
    },
  });
  console.log(`\nseeded ${r.numbers} numbers and ${r.comments} comments in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await refreshCards(db);
}

/**
 * What the stale-cards job does in production (the server runs with JOBS=off here): cards built
 * before a change to their shape, or whose view has ended since they were built, get their
 * single-row read back (decision 037).
 */
async function refreshCards(db: Database): Promise<void> {
  const started = Date.now();
  const refreshed = await refreshStaleCards(db, systemClock, 5000);
  if (refreshed > 0) console.log(`refreshed ${refreshed} stale cards in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** A PRO account (no daily limit, so every lookup is admitted) with a live session, and its token. */
async function signedInToken(db: Database): Promise<string> {
  const [account] = await db.query<{ id: number; phone: string }>({
    name: 'bench_viewer',
    text: 'update accounts set is_pro = true where id = (select min(id) from accounts where deleted_at is null) returning id, phone',
  });
  if (!account) throw new Error('no account to sign in with');
  const sid = randomBytes(18).toString('base64url');
  await createSessionsRepository(db).insert(sid, account.id, new Date(), 86_400);
  return createTokens(parseKeys(JWT_KEYS), 86_400).issue({ accountId: account.id, phone: account.phone, sessionId: sid });
}

function startProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, DB_POOL_SIZE: poolSize, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The server as `npm start` runs it: built ahead of time, no TypeScript loader (decision 042). */
function startServer(dbEnv: NodeJS.ProcessEnv): ChildProcess {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', 'server', `--root=${serverDir}`], { cwd: ROOT, stdio: 'inherit' });
  return startProcess(['--conditions=numscope-built', resolve(serverDir, 'apps/server/dist/main.js')], {
    ...dbEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_SEED_NUMBERS: '0',
    RATE_LIMIT_PER_MINUTE: '0',
    // Requests only: a seeded set is due for rescoring, and the job would rebuild cards under the
    // load and take the server's CPU (production runs such instances too, docs/decisions/011).
    JOBS: 'off',
    LOG_LEVEL: 'warn',
    JWT_KEYS,
    AUTH_SIGNING_SECRET: 'bench-signing-secret',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
}

async function waitForHealth(at: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${at}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on port ${at} did not start`);
}

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

interface Target {
  key: 'bare' | 'baseline' | 'lookup' | 'signedIn';
  title: string;
  port: number;
  /** Lookups take a random seeded number each; the bare route none. */
  lookup: boolean;
  headers?: Record<string, string>;
}

const lookupPath = (digits: string) => `/api/v202310/search/${digits}?locale=en-US&paidSearch=0&source=WEB`;

/** Load as fast as the server answers. */
async function load(t: Target, paths: string[], duration: number) {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${t.port}`,
    connections,
    duration,
    headers: t.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          req.path = t.lookup ? lookupPath(paths[i++ % paths.length]!) : '/api/health';
          return req;
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

type Round = Awaited<ReturnType<typeof load>>;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dbUrl = await benchDatabaseUrl();
const db = await openDatabase({ databaseUrl: dbUrl, dataDir: pgliteDir, poolSize: 4 });
await ensureData(db);
const sample = await db.query<{ e164: string }>({ name: 'bench_sample', text: 'select e164 from numbers order by random() limit 20000' });
const paths = sample.map((r) => r.e164.slice(1));
const token = await signedInToken(db);
// PGlite is single-process: the server must own the data directory, so the bench lets go of it.
await db.close();
if (!dbUrl) {
  rmSync(baselinePgliteDir, { recursive: true, force: true });
  cpSync(pgliteDir, baselinePgliteDir, { recursive: true });
}

const server = startServer(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: pgliteDir });
const baseline = startProcess(['--import', 'tsx', 'bench/baseline-server.ts'], {
  BASELINE_PORT: String(baselinePort),
  ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATABASE_URL: '', DATA_DIR: baselinePgliteDir }),
});
try {
  await Promise.all([waitForHealth(port), waitForHealth(baselinePort)]);
  const targets: Target[] = [
    { key: 'bare', title: 'bare route (GET /api/health)', port, lookup: false },
    { key: 'baseline', title: 'baseline (bare Fastify + driver, same row)', port: baselinePort, lookup: true },
    { key: 'lookup', title: 'lookup (GET /api/v202310/search/{phone})', port, lookup: true },
    { key: 'signedIn', title: 'signed-in lookup (same, with a token)', port, lookup: true, headers: { authorization: `Bearer ${token}` } },
  ];
  const [baselineTarget, visitor, signedIn] = targets.filter((x) => x.lookup) as [Target, Target, Target];
  const paced: Record<string, string | number>[] = [];
  /**
   * Latency at a set rate, not at saturation, where it is mostly the queue of 50 connections. One
   * ten-second p99 on this shared machine moves between 9 and 35 ms from run to run with nothing
   * changed (a single stall of another process is 1 % of the requests), so each target runs
   * `pacedRuns` times, interleaved, and the row gives the median run and every run's p99.
   */
  const pacedRows = async (ts: Target[], rate: number) => {
    const runs = new Map<Target, PacedResult[]>(ts.map((t) => [t, []]));
    for (let r = 0; r < pacedRuns; r++)
      for (const t of ts) {
        const res = await pacedLoad({
          port: t.port,
          rate,
          seconds,
          connections,
          path: (i) => lookupPath(paths[i % paths.length]!),
          headers: t.headers,
        });
        runs.get(t)!.push(res);
        console.log(`at ${rate} req/s: ${t.key} p50 ${res.p50} ms, p99 ${res.p99} ms`);
      }
    for (const [t, rs] of runs) {
      const mid = [...rs].sort((a, b) => a.p99 - b.p99)[Math.floor(rs.length / 2)]!;
      paced.push({
        route: t.title,
        'set rate': rate,
        'req/s': mid.rps,
        'p50 ms': mid.p50,
        'p99 ms (median run)': mid.p99,
        'p99.9 ms': mid.p999,
        'p99 of each run': rs.map((x) => x.p99).join(' / '),
        'errors/non-2xx': rs.reduce((a, x) => a + x.errors, 0),
      });
    }
  };
  const halfOf = (rps: number) => Math.max(100, Math.round(rps / 200) * 100);
  // Warm both servers, then the visitors' latency at a set rate: the baseline and the lookup at the
  // same one (half the baseline's warm-up throughput, or BENCH_RATE), before any signed-in load has
  // written in this run (its rows' vacuum would land in whichever came next).
  const warm = await load(baselineTarget, paths, 5);
  await load(visitor, paths, 5);
  const visitorRate = Number(process.env.BENCH_RATE) || halfOf(warm.rps);
  await pacedRows([baselineTarget, visitor], visitorRate);
  await load(signedIn, paths, 3);
  const vacuum = await historyVacuum(dbUrl);
  if (vacuum) console.log('autovacuum is off on this PostgreSQL: the history is vacuumed after each signed-in load');
  const results = new Map<Target['key'], Round[]>(targets.map((t) => [t.key, []]));
  // Rounds interleave the routes, so a noisy moment of the machine hits all of them alike and a
  // route whose throughput falls from round to round (a drift) shows in its own row.
  for (let r = 1; r <= rounds; r++) {
    const line: string[] = [];
    for (const t of targets) {
      const res = await load(t, paths, seconds);
      if (t.key === 'signedIn') await vacuum?.run();
      results.get(t.key)!.push(res);
      line.push(`${t.key} ${res.rps}`);
    }
    console.log(`round ${r}/${rounds}: ${line.join(' · ')} req/s`);
  }
  const summary = Object.fromEntries(
    targets.map((t) => {
      const rs = results.get(t.key)!;
      const rps = rs.map((x) => x.rps);
      return [
        t.key,
        {
          title: t.title,
          rps: Math.round(mean(rps)),
          rounds: rps,
          spread: (Math.max(...rps) - Math.min(...rps)) / mean(rps),
          p50: median(rs.map((x) => x.p50)),
          p99: Math.max(...rs.map((x) => x.p99)),
          errors: rs.reduce((a, x) => a + x.errors, 0),
        },
      ];
    }),
  ) as Record<Target['key'], { title: string; rps: number; rounds: number[]; spread: number; p50: number; p99: number; errors: number }>;
  // The signed-in lookup at half its own throughput, last: its writes would have been part of
  // the visitors' latency.
  await pacedRows([signedIn], Number(process.env.BENCH_RATE) || halfOf(summary.signedIn.rps));
  await vacuum?.end();
  const mem = { server: rssMb(server.pid!), baseline: rssMb(baseline.pid!) };
  console.log(
    `\n${dbUrl ? 'PostgreSQL' : 'PGlite'}, ${numbers} numbers, ${connections} connections, pool ${poolSize}, ${rounds} rounds × ${seconds} s per route, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  );
  console.table(
    Object.values(summary).map((s) => ({
      route: s.title,
      'req/s (mean)': s.rps,
      'per round': s.rounds.join(' / '),
      'spread %': Math.round(s.spread * 100),
      'p50 ms': s.p50,
      'p99 ms (worst)': s.p99,
      'errors/non-2xx': s.errors,
    })),
  );
  console.log('at a set rate:');
  console.table(paced);
  const ratio = (a: number, b: number) => (a / b).toFixed(3);
  // Steadiness against the machine: each round's ratio to the baseline round right before it.
  // On two shared cores the baseline's own rounds spread 10–25 %; a drift of the product (its
  // throughput falling round after round) shows here, the machine's noise mostly does not.
  const perRound = (key: 'lookup' | 'signedIn') => {
    const rs = summary[key].rounds.map((rps, i) => rps / summary.baseline.rounds[i]!);
    return { rounds: rs.map((x) => x.toFixed(3)), spread: (Math.max(...rs) - Math.min(...rs)) / mean(rs) };
  };
  const steadiness = { lookup: perRound('lookup'), signedIn: perRound('signedIn') };
  for (const [key, s] of Object.entries(steadiness))
    console.log(`${key} / baseline per round: ${s.rounds.join(' / ')} (spread ${Math.round(s.spread * 100)} %)`);
  const ratios = {
    lookupToBaseline: ratio(summary.lookup.rps, summary.baseline.rps),
    signedInToBaseline: ratio(summary.signedIn.rps, summary.baseline.rps),
    lookupToBare: ratio(summary.lookup.rps, summary.bare.rps),
    baselineToBare: ratio(summary.baseline.rps, summary.bare.rps),
  };
  console.log(
    `lookup / baseline ${ratios.lookupToBaseline}; signed-in / baseline ${ratios.signedInToBaseline}; lookup / bare ${ratios.lookupToBare}; baseline / bare ${ratios.baselineToBare}`,
  );
  console.log(`RSS: server ${mem.server.rss} MB (peak ${mem.server.peak}), baseline ${mem.baseline.rss} MB (peak ${mem.baseline.peak})`);
  mkdirSync(resolve(ROOT, 'bench/results'), { recursive: true });
  const out = resolve(
    ROOT,
    `bench/results/lookup-${dbUrl ? 'postgres' : 'pglite'}-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`,
  );
  writeFileSync(
    out,
    JSON.stringify(
      { numbers, connections, seconds, rounds, poolSize, historyVacuumed: vacuum !== null, summary, paced, ratios, steadiness, mem },
      null,
      2,
    ),
  );
  console.log(`saved ${out}`);
} finally {
  server.kill('SIGTERM');
  baseline.kill('SIGTERM');
}
