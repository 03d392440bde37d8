import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type ConfigOverrides } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import type { Clock } from '../infra/clock.js';

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(text);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped by `drop`).
 */
export async function createTestDb(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: 'memory://', poolSize: 1 });
    await prepareDatabase(db);
    return { db, drop: () => db.close() };
  }
  const name = `numscope_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  await prepareDatabase(db);
  return {
    db,
    drop: async () => {
      await db.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The app on a test database, with its own key prefix (rate limits, nonces and attempt counters of
 * one app never meet another's); REDIS_URL in the environment switches those keys to Redis.
 */
export async function createTestApp(
  db: Database,
  overrides: ConfigOverrides = {},
  clock?: Clock,
  logStream?: NodeJS.WritableStream,
): Promise<FastifyInstance> {
  // API only unless a test gives WEB_DIST: results must not depend on whether the web app was built.
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: undefined,
      WEB_DIST: '/nonexistent',
    },
    overrides,
  );
  return buildApp({
    config,
    db,
    keyPrefix: `numscope-test-${randomUUID()}:`,
    ...(clock ? { clock } : {}),
    ...(logStream ? { logStream } : {}),
  });
}

export interface TestAppOptions {
  /** Configuration overrides (e.g. a low rate limit, a flash-call pool). */
  config?: ConfigOverrides;
  /** A clock the tests move (createTestClock from infra/clock.ts); the system clock otherwise. */
  clock?: Clock;
  /**
   * 'file' (default): one database and app for the file; tests make their own data with fixtures.
   * 'test': a fresh database and app for every test, for tests about the whole database (seeding).
   */
  per?: 'file' | 'test';
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
}

/**
 * The one setup of an integration test file (the habit of fastify/demo's test/helper.ts): a
 * fresh database (PGlite, or a new PostgreSQL database with DATABASE_URL) and the app on it with
 * its own key prefix, closed and dropped afterwards. Call it once at the top of the file and read
 * `t.app` and `t.db` inside tests; every test makes the accounts and numbers it needs with the
 * fixtures (uniquePhone, insertNumber, signInAs), so tests pass in any order.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let db: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  let app: FastifyInstance | undefined;
  const open = async () => {
    ({ db, drop } = await createTestDb());
    app = await createTestApp(db, options.config, options.clock);
  };
  const close = async () => {
    await app?.close();
    await drop?.();
    app = undefined;
    db = undefined;
    drop = undefined;
  };
  if (options.per === 'test') {
    beforeEach(open);
    afterEach(close);
  } else {
    beforeAll(open);
    afterAll(close);
  }
  return {
    get app() {
      if (!app) throw new Error('useTestApp: the app exists only inside tests and hooks');
      return app;
    },
    get db() {
      if (!db) throw new Error('useTestApp: the database exists only inside tests and hooks');
      return db;
    },
  };
}
