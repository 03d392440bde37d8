import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { prepareDatabase } from '../../db/prepare.js';
import { normalizePhone } from '../numbers/phone.js';

// npm run moderator -- grant|revoke --phone +79161234567
// Gives an account the moderator role (complaint queue and decisions) or takes it back.
const { values, positionals } = parseArgs({ allowPositionals: true, options: { phone: { type: 'string' } } });
const phone = normalizePhone(values.phone ?? '');
const action = positionals[0];
if ((action !== 'grant' && action !== 'revoke') || !phone) {
  console.error('usage: npm run moderator -- grant|revoke --phone +79161234567');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  await prepareDatabase(db);
  const rows = await db.query({ name: 'cli_role', text: 'update accounts set role = $2 where phone = $1 returning id' }, [phone.e164, action === 'grant' ? 'moderator' : 'user']);
  if (rows.length === 0) throw new Error(`no account for ${phone.e164}: sign in with that number first`);
  console.log(`${phone.e164}: ${action === 'grant' ? 'moderator' : 'user'}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
