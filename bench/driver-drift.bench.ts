/**
 * The driver alone, without HTTP: 50 concurrent loops read random seeded numbers' rows with their
 * cards over a pool of 10, first through postgres.js directly, then through the server's database
 * client (which holds statements to the pool size, db/in-flight.ts), each in a fresh pool, printing
 * reads per second every 5 s so a fall over time shows. Needs the PostgreSQL bench data
 * (`npm run bench` with DATABASE_URL first).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/numscope_bench node --import tsx bench/driver-drift.bench.ts
 */
import postgres from 'postgres';
import { openDatabase } from '../apps/server/src/db/client.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (the bench database) is required');
const seconds = Number(process.env.DRIFT_SECONDS ?? 30);
const concurrency = Number(process.env.DRIFT_CONCURRENCY ?? 50);
const pool = Number(process.env.DB_POOL_SIZE ?? 10);
const READ = { name: 'drift_read', text: 'select id, e164, trust_index, card from numbers where e164 = $1' };

const admin = postgres(url, { max: 1 });
const numbers = (await admin<{ e164: string }[]>`select e164 from numbers order by random() limit 20000`).map((r) => r.e164);
await admin.end();

async function drive(title: string, read: (e164: string) => Promise<unknown>): Promise<number[]> {
  let done = 0;
  let i = 0;
  const windows: number[] = [];
  const end = Date.now() + seconds * 1000;
  const timer = setInterval(() => windows.push(done / 5) && (done = 0), 5000);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await read(numbers[i++ % numbers.length]!);
        done++;
      }
    }),
  );
  clearInterval(timer);
  console.log(`${title}: ${windows.map(Math.round).join(' → ')} reads/s (every 5 s)`);
  return windows;
}

const raw = postgres(url, { max: pool, prepare: true, onnotice: () => {} });
await drive(`postgres.js directly, ${concurrency} concurrent, pool ${pool}`, (e) => raw.unsafe(READ.text, [e], { prepare: true }));
await raw.end();
const db = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: pool });
await drive(`server client (at most ${pool} in flight)`, (e) => db.query(READ, [e]));
await db.close();
