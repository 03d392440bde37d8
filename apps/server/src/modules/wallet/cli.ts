import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { prepareDatabase } from '../../db/prepare.js';
import { normalizePhone } from '../numbers/phone.js';
import { moveNumCy } from './ledger.js';

// npm run numcy -- grant --phone +79161234567 --amount 100 [--reason demo]
// Grants (or, with a negative amount, takes back) NumCy through the ledger, until payments exist.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { phone: { type: 'string' }, amount: { type: 'string' }, reason: { type: 'string', default: 'grant' } },
});
const phone = normalizePhone(values.phone ?? '');
const amount = Number(values.amount);
if (positionals[0] !== 'grant' || !phone || !Number.isSafeInteger(amount) || amount === 0) {
  console.error('usage: npm run numcy -- grant --phone +79161234567 --amount 100 [--reason demo]');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  await prepareDatabase(db);
  const balance = await db.transaction(async (q) => {
    const [acc] = await q.query<{ id: number }>({ name: 'cli_account', text: 'select id from accounts where phone = $1' }, [phone.e164]);
    if (!acc) throw new Error(`no account for ${phone.e164}: sign in with that number first`);
    return moveNumCy(q, acc.id, amount, values.reason!, 'cli');
  });
  console.log(`${phone.e164}: ${amount > 0 ? '+' : ''}${amount} NumCy, balance ${balance}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
