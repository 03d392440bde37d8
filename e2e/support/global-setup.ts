import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { prepareDatabase } from '../../apps/server/src/db/prepare.js';
import { seedDemo } from '../../apps/server/src/db/seed/seed.js';
import { moveNumCy } from '../../apps/server/src/modules/wallet/index.js';
import { CHROMIUM, FUNDED_OWNER } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds the web client, then serves it with the API and demo data from a fresh in-memory database. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser journeys need Debian's Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  }
  const root = resolve(import.meta.dirname, '../..');
  execSync('npm run build --workspace @numscope/web', { cwd: root, stdio: 'inherit' });
  const config = loadConfig({ ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' });
  const db = await openDatabase({ dataDir: 'memory://', poolSize: 1 });
  await prepareDatabase(db);
  await seedDemo(db, { numbers: 60, seed: 7 });
  // The owner of a demo number starts with NumCy, credited through the ledger exactly as
  // `npm run numcy -- grant` does (that CLI cannot reach this in-memory database).
  await db.transaction(async (q) => {
    const [acc] = await q.query<{ id: number }>({ name: 'e2e_owner', text: `insert into accounts (phone) values ($1) returning id` }, [FUNDED_OWNER]);
    await moveNumCy(q, { accountId: acc!.id, amount: 20, reason: 'grant', reference: 'e2e', key: `e2e:funded-owner:${acc!.id}`, at: new Date() });
  });
  const app = await buildApp({ config, db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseURL', address);
  return async () => {
    await app.close();
    await db.close();
  };
}
