import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { prepareDatabase } from '../../apps/server/src/db/prepare.js';
import { seedDemo } from '../../apps/server/src/db/seed/seed.js';
import { CHROMIUM } from './browser.js';
import { startFixtureServer } from './fixture-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The fixture server (support/fixture-server.ts): accounts with tokens, numbers with comments. */
    fixturesURL: string;
  }
}

/**
 * Builds the web client, then serves it with the API and demo data from a fresh in-memory
 * database, beside the fixture server through which journeys make their own accounts and numbers.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser journeys need Debian's Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  }
  const root = resolve(import.meta.dirname, '../..');
  // The same production build `npm start` serves (rebuilt only when the sources changed).
  execSync('node --import tsx scripts/build.ts web', { cwd: root, stdio: 'inherit' });
  // Keys of this run only: the fixture server signs tokens with them and the app verifies them.
  const JWT_KEYS = `e2e:${randomBytes(32).toString('hex')}`;
  // Payment links and provider callbacks are built from PUBLIC_URL: it must be where the app listens.
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    JWT_KEYS,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const db = await openDatabase({ dataDir: 'memory://', poolSize: 1 });
  await prepareDatabase(db);
  await seedDemo(db, { numbers: 60, seed: 7 });
  const app = await buildApp({ config, db });
  const address = await app.listen({ port, host: '127.0.0.1' });
  const fixtures = await startFixtureServer(db, JWT_KEYS, config.JWT_TTL_SECONDS);
  project.provide('baseURL', address);
  project.provide('fixturesURL', fixtures.url);
  return async () => {
    fixtures.server.close();
    await app.close();
    await db.close();
  };
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });
}
