import { buildApp } from './app.js';
import { loadConfig, simulatorsEnabled } from './config.js';
import { isLoopback } from './shared/client-address.js';
import { seedDemo } from './db/seed/seed.js';

const config = loadConfig();
const app = await buildApp({ config, keyPrefix: config.REDIS_KEY_PREFIX });

// An empty database gets a modest demo set, so a fresh start has numbers worth looking up.
if (config.DEMO_SEED_NUMBERS > 0) {
  const [row] = await app.db.query<{ empty: boolean }>({
    name: 'main_is_empty',
    text: 'select not exists (select 1 from numbers) as empty',
  });
  if (row?.empty) {
    const r = await seedDemo(app.db, { numbers: config.DEMO_SEED_NUMBERS, seed: config.DEMO_SEED });
    app.log.info(r, 'loaded demo data');
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // close() stops the job runner first (preClose): running jobs finish, then the database closes.
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
if (simulatorsEnabled(config) && !isLoopback(config.HOST))
  app.log.warn({ host: config.HOST }, 'simulators are on and reachable from the network: anyone who reaches them can confirm any phone');
// Instances started with JOBS=off serve requests only; the others share the queues.
if (config.JOBS === 'on') await app.jobs.start();
