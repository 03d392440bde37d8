import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { HistoryRepository, SearchEvent } from './history.repository.js';
import { createSearchLog } from './search-log.js';

const day = new Date('2026-11-28T00:00:00Z');
const at = (minute: number) => new Date(day.getTime() + minute * 60_000);
const search = (accountId: number, e164: string, minute: number, covered = false): SearchEvent => ({
  accountId,
  e164,
  at: at(minute),
  day,
  visibleAt: covered ? null : at(minute),
});

/** A history repository whose writes are kept in a list, and fail while `down` is set. */
function fakeRepo() {
  const written: SearchEvent[][] = [];
  const state = { down: false };
  const repo = {
    async recordSearches(events: readonly SearchEvent[]) {
      if (state.down) throw new Error('database unavailable');
      written.push(events.map(({ accountId, e164, at, day, visibleAt }) => ({ accountId, e164, at, day, visibleAt })));
    },
  } as unknown as HistoryRepository;
  return { repo, written, state };
}

const silent = { error: () => {} } as unknown as FastifyBaseLogger;

describe('the search log', () => {
  it('writes the searches of many lookups in one batch, one per account, number and day, the latest time winning', async () => {
    const { repo, written } = fakeRepo();
    const log = createSearchLog({ repo, log: silent, flushMs: 60_000 });
    log.record(search(1, '+79161234567', 1));
    log.record(search(2, '+79161234567', 2));
    log.record(search(1, '+79161234567', 3));
    await log.flush();
    expect(written).toEqual([[search(1, '+79161234567', 3), search(2, '+79161234567', 2)]]);
    await log.flush();
    expect(written).toHaveLength(1);
  });

  it("keeps the latest search anti-spy did not cover as the entry's visible time", async () => {
    const { repo, written, state } = fakeRepo();
    const log = createSearchLog({ repo, log: silent, flushMs: 60_000 });
    log.record(search(1, '+79161234567', 1));
    log.record(search(1, '+79161234567', 2));
    log.record(search(1, '+79161234567', 3, true));
    log.record(search(2, '+79161234567', 4, true));
    state.down = true;
    await log.flush();
    // Put back after a refused write, and merged with a newer covered search.
    log.record(search(1, '+79161234567', 5, true));
    state.down = false;
    await log.flush();
    expect(written).toEqual([
      [
        { ...search(1, '+79161234567', 5), visibleAt: at(2) },
        { ...search(2, '+79161234567', 4), visibleAt: null },
      ],
    ]);
  });

  it('writes on its own after the flush interval', async () => {
    const { repo, written } = fakeRepo();
    const log = createSearchLog({ repo, log: silent, flushMs: 5 });
    log.record(search(1, '+79161234567', 1));
    await new Promise((r) => setTimeout(r, 50));
    expect(written).toEqual([[search(1, '+79161234567', 1)]]);
  });

  it('keeps a batch the database refused and writes it with the next one, a newer search of the same number replacing it', async () => {
    const { repo, written, state } = fakeRepo();
    const log = createSearchLog({ repo, log: silent, flushMs: 60_000 });
    state.down = true;
    log.record(search(1, '+79161234567', 1));
    log.record(search(1, '+79031234567', 1));
    await log.flush();
    expect(written).toEqual([]);
    log.record(search(1, '+79161234567', 5));
    state.down = false;
    await log.flush();
    expect(written).toEqual([[search(1, '+79161234567', 5), search(1, '+79031234567', 1)]]);
  });
});
