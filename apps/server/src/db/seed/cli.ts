import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { prepareDatabase } from '../prepare.js';
import { seedDemo } from './seed.js';

// npm run seed -- --numbers N --seed S [--comments-per-number M]
const { values } = parseArgs({
  options: {
    numbers: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '2026' },
    'comments-per-number': { type: 'string', default: '5' },
  },
});
const numbers = Number(values.numbers);
const seed = Number(values.seed);
const perNumber = Number(values['comments-per-number']);
if (!Number.isInteger(numbers) || numbers < 0 || !Number.isInteger(seed) || !(perNumber >= 0)) {
  console.error('usage: npm run seed -- --numbers N --seed S [--comments-per-number M]');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
try {
  await prepareDatabase(db);
  const started = Date.now();
  const r = await seedDemo(db, {
    numbers,
    seed,
    commentsPerNumber: perNumber,
    onProgress: (done, total) => process.stdout.write(`\r${done}/${total} numbers`),
  });
  console.log(
    `\nseeded ${r.numbers} numbers, ${r.comments} comments, ${r.accounts} authors into ${db.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await db.close();
}
