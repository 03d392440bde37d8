import { parse as pgParse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

/*
 * Prepared statements on PGlite (decision 032). PGlite's own `query` sends every statement as an
 * unnamed one in five protocol calls (Parse, Describe, Bind, Describe, Execute, then Sync): the
 * statement is parsed, analysed and planned again on every call, in the server's own thread. The
 * lookup's statement cost about 1 ms that way and 0.19 ms prepared; a bare single-row read 0.35
 * and 0.12 ms. Here each statement text is parsed and described once (Parse + Describe + Sync),
 * and every call after that is one protocol call of Bind + Execute + Sync against the named
 * statement, its result read with the row description kept from the first call — what postgres.js
 * does per connection on PostgreSQL (`prepare: true`). PostgreSQL replans a prepared statement by
 * itself when the tables under it change.
 */

const serialize = protocol.serialize;

interface Prepared {
  name: string;
  /** The parameters' types (serializers are chosen by type, as PGlite's own `query` does). */
  paramTypes: number[];
  /** The statement's RowDescription message; absent for a statement that returns no rows. */
  rowDescription: Parameters<typeof pgParse.parseResults>[0][number] | undefined;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Statements kept prepared, at most `max` (the least recently used one is closed beyond that, so
 * SQL text built at run time cannot grow the session without bound).
 */
/** Statement names are unique in the process, so two of these on one PGlite never collide. */
let counter = 0;

export function pgliteStatements(client: PGlite, max = 1000) {
  const prepared = new Map<string, Prepared>();

  async function prepare(text: string): Promise<Prepared> {
    const name = `ns_${++counter}`;
    const evict: Uint8Array[] = [];
    if (prepared.size >= max) {
      const [oldestText, oldest] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldestText);
      evict.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const { messages } = await client.execProtocol(
      concat([...evict, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const params = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const st: Prepared = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    prepared.set(text, st);
    return st;
  }

  /** Runs one statement; the caller holds PGlite's query lock (and the transaction lock outside a transaction). */
  async function run<R>(text: string, params: unknown[]): Promise<R[]> {
    let st = prepared.get(text);
    if (st) {
      // Most recently used last: the first entry is the one to close when the cache is full.
      prepared.delete(text);
      prepared.set(text, st);
    } else {
      st = await prepare(text);
    }
    const values = params.map((p, i) => {
      if (p === null || p === undefined) return null;
      const serializer = client.serializers[st.paramTypes[i] ?? 0];
      return serializer ? (serializer(p) as string) : String(p);
    });
    const { messages } = await client.execProtocol(
      concat([serialize.bind({ statement: st.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    const results: Results<R>[] = pgParse.parseResults(
      st.rowDescription ? [st.rowDescription, ...messages] : messages,
      client.parsers,
    ) as Results<R>[];
    return results[0]?.rows ?? [];
  }

  return {
    /** A statement outside any transaction: waits for a running transaction like PGlite's `query`. */
    async query<R>(text: string, params: unknown[]): Promise<R[]> {
      await client._checkReady();
      return client._runExclusiveTransaction(async () => {
        const rows = await client._runExclusiveQuery(() => run<R>(text, params));
        await client.syncToFs();
        return rows;
      });
    },
    /** A statement inside the transaction that holds PGlite's transaction lock. */
    inTransaction<R>(text: string, params: unknown[]): Promise<R[]> {
      return client._runExclusiveQuery(() => run<R>(text, params));
    },
    /** How many statements are prepared now (tests). */
    get size() {
      return prepared.size;
    },
  };
}
