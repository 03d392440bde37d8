import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pgliteStatements } from './pglite-statements.js';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create(undefined, { parsers: { 20: (v: string) => Number(v) } });
  await client.exec(`create table t (id bigserial primary key, name text, tags text[], doc jsonb, at timestamptz, ok boolean)`);
});
afterAll(() => client.close());
// Each test starts from an empty table with ids from 1: they run in any order (decision 017).
beforeEach(() => client.exec('truncate t restart identity'));

const INSERT = 'insert into t (name, tags, doc, at, ok) values ($1, $2, $3, $4, $5) returning *';

describe('prepared statements on PGlite', () => {
  it('answers exactly as PGlite’s own query does, for every type the repositories use', async () => {
    const statements = pgliteStatements(client);
    const params = ["O'Brien", ['a', 'b "c"', null], { n: 1, s: 'x' }, '2026-11-26T10:00:00.000Z', true];
    const mine = await statements.query(INSERT, params);
    const theirs = (await client.query(INSERT, params)).rows;
    expect(mine).toEqual([{ ...(theirs[0] as object), id: 1 }]);
    const select =
      'select id, name, tags, doc, at, ok, id::int8 * 2 as twice, null::text as nothing from t where id = any($1::bigint[]) order by id';
    expect(await statements.query(select, [[1, 2]])).toEqual((await client.query(select, [[1, 2]])).rows);
    // A statement without rows, and one without parameters.
    expect(await statements.query('update t set ok = $1 where id = $2', [false, 99])).toEqual([]);
    expect(await statements.query('select count(*)::int as n from t', [])).toEqual([{ n: 2 }]);
  });

  it('prepares each text once and keeps at most the given number, closing the least recently used', async () => {
    const count = async () => (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
    const before = await count();
    const statements = pgliteStatements(client, 2);
    for (let i = 0; i < 3; i++) await statements.query('select $1::int as a', [i]);
    expect(statements.size).toBe(1);
    await statements.query('select $1::int as b', [1]);
    await statements.query('select $1::int as a', [1]);
    await statements.query('select $1::int as c', [1]);
    expect(statements.size).toBe(2);
    // The evicted statement (b) is prepared again; the kept ones still answer.
    expect(await statements.query('select $1::int as b', [7])).toEqual([{ b: 7 }]);
    expect(await statements.query('select $1::int as c', [8])).toEqual([{ c: 8 }]);
    expect((await count()) - before).toBe(2);
  });

  it('passes errors through and leaves the session usable, in and out of transactions', async () => {
    const statements = pgliteStatements(client);
    await expect(statements.query('select 1/$1::int as x', [0])).rejects.toThrow(/division by zero/);
    await expect(statements.query('select nonsense from', [])).rejects.toThrow(/syntax error/);
    expect(await statements.query('select 1/$1::int as x', [1])).toEqual([{ x: 1 }]);
    await expect(
      client.transaction(async () => {
        await statements.inTransaction(INSERT, ['rolled back', null, null, null, null]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await statements.query('select count(*)::int as n from t where name = $1', ['rolled back'])).toEqual([{ n: 0 }]);
    await client.transaction(async () => {
      await statements.inTransaction(INSERT, ['kept', null, null, null, null]);
    });
    expect(await statements.query('select count(*)::int as n from t where name = $1', ['kept'])).toEqual([{ n: 1 }]);
  });

  it('lets a statement outside a transaction wait until the transaction ends', async () => {
    const statements = pgliteStatements(client);
    await statements.query(INSERT, ['before', null, null, null, null]);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = client.transaction(async () => {
      await statements.inTransaction('update t set name = $1 where id = 1', ['in tx']);
      await held;
    });
    const outside = statements.query<{ name: string }>('select name from t where id = 1', []);
    await new Promise((r) => setTimeout(r, 20));
    release();
    await tx;
    expect(await outside).toEqual([{ name: 'in tx' }]);
  });
});
