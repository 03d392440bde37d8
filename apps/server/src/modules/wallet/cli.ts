import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { prepareDatabase } from '../../db/prepare.js';
import { normalizePhone } from '../../shared/phone.js';
import { randomUUID } from 'node:crypto';
import { systemClock } from '../../infra/clock.js';
import { moveNumCy } from './index.js';

// npm run numcy -- grant --phone +79161234567 --amount 100 [--key once-123]
// Grants (or, with a negative amount, takes back) NumCy through the ledger, until payments exist.
// Run twice with the same --key, the grant is applied once.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { phone: { type: 'string' }, amount: { type: 'string' }, key: { type: 'string' } },
});
const phone = normalizePhone(values.phone ?? '');
const amount = Number(values.amount);
if (positionals[0] !== 'grant' || !phone || !Number.isSafeInteger(amount) || amount === 0) {
  console.error('usage: npm run numcy -- grant --phone +79161234567 --amount 100 [--key once-123]');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  await prepareDatabase(db);
  const balance = await db.transaction(async (q) => {
    const [acc] = await q.query<{ id: number }>({ name: 'cli_account', text: 'select id from accounts where phone = $1' }, [phone.e164]);
    if (!acc) throw new Error(`no account for ${phone.e164}: sign in with that number first`);
    return (
      await moveNumCy(q, {
        accountId: acc.id,
        amount,
        reason: 'grant',
        reference: 'cli',
        key: values.key ?? `cli:${randomUUID()}`,
        at: systemClock.now(),
      })
    ).balance;
  });
  console.log(`${phone.e164}: ${amount > 0 ? '+' : ''}${amount} NumCy, balance ${balance}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
