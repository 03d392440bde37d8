import { describe, expect, it } from 'vitest';
import { createTestClock } from '../infra/clock.js';
import type { Database, Querier } from './client.js';
import { createUnitOfWork, touchAuthor, touchNumber } from './unit-of-work.js';

/** A database whose transactions run in place and record whether they committed. */
function fakeDb() {
  const log: string[] = [];
  const q: Querier = { query: async () => [] };
  const db = {
    transaction: async <T>(fn: (q: Querier) => Promise<T>) => {
      const r = await fn(q);
      log.push('commit');
      return r;
    },
  } as unknown as Database;
  return { db, log };
}

describe('the unit of work', () => {
  it('rebuilds every touched number once, before commit, at the time of the transaction', async () => {
    const { db, log } = fakeDb();
    const clock = createTestClock('2026-03-01T10:00:00Z');
    const uow = createUnitOfWork(db, clock);
    uow.beforeCommit(
      async (_q, { numbers, authors }, now) =>
        void log.push(`rebuild ${numbers.join(',')} authors ${authors.join(',')} at ${now.toISOString()}`),
    );
    await uow.run(async (tx) => {
      touchNumber(tx, 7);
      touchNumber(tx, 3);
      touchNumber(tx, 7);
      clock.advance(5_000);
    });
    expect(log).toEqual(['rebuild 3,7 authors  at 2026-03-01T10:00:00.000Z', 'commit']);
  });

  it('passes the accounts whose shown fields changed, each once, right after the commit in a transaction of their own', async () => {
    const { db, log } = fakeDb();
    const uow = createUnitOfWork(db, createTestClock('2026-03-01T10:00:00Z'));
    uow.beforeCommit(async (_q, { numbers, authors }) => void log.push(`numbers [${numbers.join(',')}] authors [${authors.join(',')}]`));
    await uow.run(async (tx) => {
      touchAuthor(tx, 12);
      touchAuthor(tx, 4);
      touchAuthor(tx, 12);
    });
    expect(log).toEqual(['commit', 'numbers [] authors [4,12]', 'commit']);
  });

  it('runs no rebuild when nothing was touched', async () => {
    const { db, log } = fakeDb();
    const uow = createUnitOfWork(db, createTestClock());
    uow.beforeCommit(async () => void log.push('rebuild'));
    await uow.run(async () => 'read only');
    expect(log).toEqual(['commit']);
  });

  it('refuses a write that changes a number outside a unit of work', () => {
    expect(() => touchNumber({ query: async () => [] }, 1)).toThrow(/uow\.run/);
    expect(() => touchAuthor({ query: async () => [] }, 1)).toThrow(/uow\.run/);
  });
});
