/**
 * Load benchmark of the lookup endpoint. Seeds a large data set (1,000,000 numbers and about
 * 5,000,000 comments on PostgreSQL when DATABASE_URL is set; a smaller one on embedded PGlite),
 * starts the real server as its own process, and loads GET /api/v202310/search/{phone} with random
 * seeded numbers next to a bare route of the same server, then prints req/s, p50, p99 and memory.
 *
 *   npm run bench                       # PGlite, 50,000 numbers
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   BENCH_NUMBERS=200000 BENCH_SECONDS=20 npm run bench
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import { seedDemo } from '../apps/server/src/db/seed/seed.js';

const ROOT = resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL || undefined;
const numbers = Number(process.env.BENCH_NUMBERS ?? (serverUrl ? 1_000_000 : 50_000));
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3900);

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

/** Seeds once; later runs reuse a database that already holds the requested set. */
async function ensureData(db: Database): Promise<void> {
  await prepareDatabase(db);
  const [row] = await db.query<{ n: number }>({ name: 'bench_count', text: 'select count(*)::int as n from numbers' });
  if ((row?.n ?? 0) >= numbers) {
    console.log(`reusing ${row?.n} seeded numbers`);
    return;
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
}

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SEED_NUMBERS: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_KEYS: `bench:${'x'.repeat(40)}`,
      AUTH_SIGNING_SECRET: 'bench-signing-secret',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function load(title: string, paths: string[] | null, duration: number) {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          req.path = paths ? `/api/v202310/search/${paths[i++ % paths.length]}?locale=en-US&paidSearch=0&source=WEB` : '/api/health';
          return req;
        },
      },
    ],
  });
  const non2xx = result.non2xx + result.errors;
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: non2xx,
    total: result.requests.total,
  };
}

const dbUrl = await benchDatabaseUrl();
const db = await openDatabase({ databaseUrl: dbUrl, dataDir: resolve(ROOT, '.data/bench-pglite'), poolSize: 4 });
await ensureData(db);
const sample = await db.query<{ e164: string }>({ name: 'bench_sample', text: 'select e164 from numbers order by random() limit 20000' });
const paths = sample.map((r) => r.e164.slice(1));
// PGlite is single-process: the server must own the data directory, so the bench lets go of it.
await db.close();

const server = startServer(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: resolve(ROOT, '.data/bench-pglite') });
try {
  await waitForHealth();
  await load('warm-up', paths, 3);
  const bare = await load('bare route (GET /api/health)', null, seconds);
  const lookup = await load('lookup (GET /api/v202310/search/{phone})', paths, seconds);
  const mem = rssMb(server.pid!);
  const rows = [bare, lookup];
  console.log(
    `\n${dbUrl ? 'PostgreSQL' : 'PGlite'}, ${numbers} numbers, ${connections} connections, ${seconds} s each, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  );
  console.table(rows.map((r) => ({ route: r.title, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'errors/non-2xx': r.errors })));
  console.log(`lookup / bare ratio: ${(lookup.rps / bare.rps).toFixed(3)}; server RSS ${mem.rss} MB (peak ${mem.peak} MB)`);
  mkdirSync(resolve(ROOT, 'bench/results'), { recursive: true });
  const out = resolve(
    ROOT,
    `bench/results/lookup-${dbUrl ? 'postgres' : 'pglite'}-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`,
  );
  writeFileSync(out, JSON.stringify({ numbers, connections, seconds, rows, mem }, null, 2));
  console.log(`saved ${out}`);
} finally {
  server.kill('SIGTERM');
}
