/**
 * Closing the PostgreSQL client while a stopping server still has work under way (its clients may
 * have gone): the work finishes, then the connections end. Runs with DATABASE_URL (vitest.config.ts).
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const SLOW = { name: 'close_test_slow', text: 'select pg_sleep(0.05), $1::int as n' };

describe('closing the PostgreSQL client', () => {
  it('lets running and queued statements and a transaction finish, then refuses new ones', async () => {
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://', poolSize: 2 });
    // Five statements on two connections: three of them wait for a connection when close() starts.
    const statements = [1, 2, 3, 4, 5].map(async (n) => (await db.query<{ n: number }>(SLOW, [n]))[0]!.n);
    const transaction = db.transaction(async (q) => {
      await q.query(SLOW, [6]);
      return (await q.query<{ n: number }>(SLOW, [7]))[0]!.n;
    });
    await db.close();
    expect(await Promise.all(statements)).toEqual([1, 2, 3, 4, 5]);
    expect(await transaction).toBe(7);
    await expect(db.query(SLOW, [8])).rejects.toThrow();
  });
});
