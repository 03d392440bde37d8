import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/postgres-js';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { inFlightLimit } from './in-flight.js';
import { pgliteStatements } from './pglite-statements.js';
import { schema } from './schema.js';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A named SQL statement: prepared once per connection, its plan reused (the name keeps logs and PGlite readable). */
export interface Statement {
  name: string;
  text: string;
}

/**
 * The database behind one interface: embedded PGlite or a PostgreSQL server. Repositories run
 * named statements through `query`; `orm` is drizzle over the same connection for typed writes.
 */
/** Runs statements; inside `transaction` the same calls run in that transaction. */
export interface Querier {
  query<R>(stmt: Statement, params?: unknown[]): Promise<R[]>;
}

/** The first row of a statement's result, if any. */
export async function queryOne<R>(q: Querier, stmt: Statement, params: unknown[] = []): Promise<R | undefined> {
  return (await q.query<R>(stmt, params))[0];
}

export interface Database extends Querier {
  kind: 'pglite' | 'postgres';
  /** The server's connection string (PostgreSQL only): pg-boss opens its own small pool on it. */
  url?: string;
  orm: Orm;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (q: Querier) => Promise<T>): Promise<T>;
  /** Runs SQL text with several statements and no parameters (bulk seeding, maintenance). */
  exec(sqlText: string): Promise<void>;
  /**
   * A connection of its own for batches written behind requests (the search log, decision 044), so
   * a batch neither takes a request's turn nor runs on the connections that serve lookups. PGlite has
   * one connection: there it is `query`.
   */
  writeBehind: Querier;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// bigint (int8) ids and counts fit comfortably in a double; read them as numbers.
const INT8_OID = 20;

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize: number;
}

/** Times travel as ISO text: both drivers then bind them the same way, whatever type the server infers. */
function bindable(params: unknown[]): unknown[] {
  return params.map((p) => (p instanceof Date ? p.toISOString() : p));
}

export async function openDatabase(opts: DbOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize) : openPglite(opts.dataDir);
}

/** A named statement on a postgres.js client or transaction: prepared once per connection. */
async function runOn<R>(client: postgres.Sql | postgres.TransactionSql, stmt: Statement, params: unknown[]): Promise<R[]> {
  return (await client.unsafe(stmt.text, bindable(params) as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as R[];
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // postgres.js: prepared statements per connection and fast row parsing (about 40% more lookups
  // per second than node-postgres on this workload, bench/README.md).
  const connect = (connections: number) =>
    postgres(url, {
      max: connections,
      prepare: true,
      onnotice: () => {},
      types: { int8: { to: INT8_OID, from: [INT8_OID], serialize: (v: number) => String(v), parse: (v: string) => Number(v) } },
    });
  const sql = connect(max);
  /*
   * Why a connection apart (decision 044, measured): a backend that has run a batch of a few hundred
   * rows returns memory to the OS after each later lookup (glibc trims its heap: brk calls and TLB
   * flushes on every CPU), which cost the signed-in lookup about a quarter of its throughput.
   */
  const behind = connect(1);
  const orm = drizzlePg({ client: sql, schema }) as unknown as Orm;
  // No more statements in flight than connections (db/in-flight.ts). Transactions hold their own
  // connection and are not counted: one that awaited a plain query could otherwise wait on itself.
  const limit = inFlightLimit(max);
  let transactions = 0;
  return {
    kind: 'postgres',
    url,
    orm,
    query<R>(stmt: Statement, params: unknown[] = []) {
      return limit(() => runOn<R>(sql, stmt, params));
    },
    async transaction<T>(fn: (q: Querier) => Promise<T>): Promise<T> {
      transactions++;
      try {
        return (await sql.begin((tx) =>
          fn({
            query: <R>(stmt: Statement, params: unknown[] = []) => runOn<R>(tx, stmt, params),
          }),
        )) as T;
      } finally {
        transactions--;
      }
    },
    async exec(sqlText) {
      await sql.unsafe(sqlText);
    },
    writeBehind: {
      query: <R>(stmt: Statement, params: unknown[] = []) => runOn<R>(behind, stmt, params),
    },
    async migrate() {
      await migratePg(drizzlePg({ client: sql }), { migrationsFolder });
    },
    // A stopping server's requests finish their work first, their clients gone or not: statements
    // running or waiting for a connection here, and transactions, before the connections end
    // (ending at once failed them with CONNECTION_ENDED).
    async close() {
      await settled(() => !limit.busy() && transactions === 0, CLOSE_DRAIN_MS);
      await Promise.all([sql.end({ timeout: 5 }), behind.end({ timeout: 5 })]);
    },
  };
}

const CLOSE_DRAIN_MS = 10_000;

/**
 * Resolves once `idle()` holds on two checks in a row 10 ms apart (a request between two of its
 * statements is idle for a moment), or after `ms`.
 */
async function settled(idle: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  let quiet = 0;
  while (quiet < 2 && Date.now() < until) {
    quiet = idle() ? quiet + 1 : 0;
    if (quiet < 2) await new Promise((r) => setTimeout(r, 10));
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dataDir, {
    parsers: { [INT8_OID]: (v: string) => Number(v) },
  });
  const orm = drizzlePglite({ client, schema }) as unknown as Orm;
  // Prepared once per statement text, as postgres.js does on PostgreSQL (db/pglite-statements.ts).
  const statements = pgliteStatements(client);
  const query = <R>(stmt: Statement, params: unknown[] = []) => statements.query<R>(stmt.text, bindable(params));
  return {
    kind: 'pglite',
    orm,
    query,
    writeBehind: { query },
    transaction<T>(fn: (q: Querier) => Promise<T>): Promise<T> {
      return client.transaction((tx) =>
        fn({
          query: <R>(stmt: Statement, params: unknown[] = []) => {
            if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
            return statements.inTransaction<R>(stmt.text, bindable(params));
          },
        }),
      );
    },
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    async migrate() {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    },
    close: () => client.close(),
  };
}
