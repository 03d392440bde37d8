import { parseArgs } from 'node:util';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';

// npm run orders -- refunded --id 123
// Records a refund or chargeback that the provider does not report by callback (QIWI and
// PrimePayments refunds, a Robokassa chargeback after its order closed): the order becomes
// refunded and what it gave (NumCy, PRO, a month of spy or anti-spy) is taken back, through the same
// code as a provider's refund callback. Running it twice changes nothing more.
const usage = 'usage: npm run orders -- refunded --id ORDER_ID';
const { values, positionals } = parseArgs({ allowPositionals: true, options: { id: { type: 'string' } } });
const orderId = Number(values.id);
if (positionals[0] !== 'refunded' || !Number.isSafeInteger(orderId) || orderId <= 0) {
  console.error(usage);
  process.exit(2);
}
// The whole app without its jobs or a port: the refund goes through the payments area and the
// subscriptions area it tells, wired as in the server.
const app = await buildApp({ config: loadConfig({ ...process.env, JOBS: 'off', LOG_LEVEL: 'warn' }) });
try {
  await app.ready();
  const { status, outcome } = await app.payments.recordRefund(orderId);
  if (outcome === 'not_paid') {
    console.error(`order ${orderId} is ${status}, not paid: nothing to refund`);
    process.exitCode = 1;
  } else console.log(`order ${orderId}: ${status}${outcome === 'duplicate' ? ' (already recorded)' : ''}`);
} catch (err) {
  console.error(`order ${orderId}: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await app.close();
}
