import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { prepareDatabase } from '../../db/prepare.js';
import { formatMinor } from '../../integrations/payments/money.js';
import { systemClock } from '../../infra/clock.js';
import { createPriceAdmin } from './index.js';

const USAGE = `usage:
  npm run prices -- list
  npm run prices -- set --country RU|DE|* --product numcy_400 --amount 990 --currency RUB --pay-order ROBOKASSA_CARD,ROBOKASSA
  npm run prices -- discount --country RU --product numcy_400 --amount 790 [--from 2026-12-01T00:00:00Z] [--until 2026-12-31T23:59:59Z]
  npm run prices -- discount --country RU --product numcy_400 --clear
  npm run prices -- remove --country DE --product group_show`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    country: { type: 'string' },
    product: { type: 'string' },
    amount: { type: 'string' },
    currency: { type: 'string' },
    'pay-order': { type: 'string', default: '' },
    from: { type: 'string' },
    until: { type: 'string' },
    clear: { type: 'boolean', default: false },
  },
});
const command = positionals[0];
if (!['list', 'set', 'discount', 'remove'].includes(command ?? '') || (command !== 'list' && (!values.country || !values.product))) {
  console.error(USAGE);
  process.exit(2);
}
const date = (v: string | undefined) => {
  if (v === undefined) return null;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw new Error(`not a date: ${v}`);
  return d;
};

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  await prepareDatabase(db);
  const admin = createPriceAdmin(db);
  const now = systemClock.now();
  const country = values.country ?? '';
  const product = values.product ?? '';
  if (command === 'set') {
    if (!values.amount || !values.currency) throw new Error(USAGE);
    const payOrder = values['pay-order']
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    const id = await admin.set({ country, product, amount: values.amount, currency: values.currency.toUpperCase(), payOrder, now });
    console.log(
      `${product} in ${country}: ${values.amount} ${values.currency.toUpperCase()}, price id ${id}${payOrder.length ? '' : ' (empty payOrder: not shown)'}`,
    );
  } else if (command === 'discount') {
    if (!values.clear && !values.amount) throw new Error(USAGE);
    await admin.discount({
      country,
      product,
      amount: values.clear ? null : values.amount!,
      from: date(values.from),
      until: date(values.until),
      now,
    });
    console.log(values.clear ? `discount of ${product} in ${country} cleared` : `discount of ${product} in ${country}: ${values.amount}`);
  } else if (command === 'remove') {
    console.log((await admin.remove({ country, product })) ? `${product} in ${country} removed` : 'no such price');
  }
  if (command === 'list') {
    for (const r of await admin.list()) {
      const when = (d: Date | string | null) => (d === null ? '…' : new Date(d).toISOString());
      const sale =
        r.discount_amount_minor === null
          ? ''
          : `  sale ${formatMinor(r.discount_amount_minor)} [${r.discount_price_id}] ${when(r.discount_starts)} → ${when(r.discount_ends)}`;
      console.log(
        `${r.country.padEnd(3)} ${r.product.padEnd(11)} ${formatMinor(r.amount_minor).padStart(9)} ${r.currency} [${r.price_id}] ${r.pay_order.join(',') || '(not shown)'}${sale}`,
      );
    }
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
