import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type ConfigOverrides } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';

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

/** The app on a test database; REDIS_URL in the environment switches the rate limit to Redis. */
export async function createTestApp(db: Database, overrides: ConfigOverrides = {}): Promise<FastifyInstance> {
  // API only unless a test gives WEB_DIST: results must not depend on whether the web app was built.
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', DATABASE_URL: undefined, WEB_DIST: '/nonexistent' }, overrides);
  return buildApp({ config, db, keyPrefix: `numscope-test-${randomUUID()}:` });
}
