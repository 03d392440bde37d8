import type { FastifyBaseLogger } from 'fastify';
import type { HistoryRepository, SearchEvent } from './history.repository.js';

/** How long a search waits to be written with others (decision 043). */
export const SEARCH_LOG_FLUSH_MS = 100;
/** A batch this large is written at once rather than waiting. */
const MAX_BATCH = 1000;
/** A batch the database keeps refusing is given up after this many tries (about 2 s), and logged. */
const MAX_ATTEMPTS = 20;

type Pending = SearchEvent & { attempts: number };

const latest = (a: Date | null, b: Date | null) => (!a || (b && b > a) ? b : a);

/**
 * Search history written behind the lookup (decision 043): a signed-in lookup records its search
 * here and answers; every 100 ms the searches of all lookups are written in one statement, one per
 * account, number and day (the latest time wins). A crash loses at most that last tenth of a
 * second of history; nothing else (money, the free limit) depends on these rows being written
 * before the answer. History reads of this process call `flush` first, so a user's own search is
 * in their list at once.
 */
export function createSearchLog({
  repo,
  log,
  flushMs = SEARCH_LOG_FLUSH_MS,
}: {
  repo: HistoryRepository;
  log: FastifyBaseLogger;
  flushMs?: number;
}) {
  let pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const keyOf = (e: SearchEvent) => `${e.accountId}:${e.e164}:${e.day.getTime()}`;

  /** One entry per key: its latest search, and the latest one anti-spy did not cover. */
  function keep(e: Pending): void {
    const key = keyOf(e);
    const other = pending.get(key);
    if (!other) return void pending.set(key, e);
    const newer = other.at > e.at ? other : e;
    pending.set(key, { ...newer, visibleAt: latest(other.visibleAt, e.visibleAt) });
  }

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushMs);
    timer.unref();
  }

  async function write(batch: Pending[]): Promise<void> {
    try {
      await repo.recordSearches(batch);
    } catch (err) {
      // Retried with the next batch, merged with any newer search of the same key.
      const kept = batch.filter((e) => e.attempts + 1 < MAX_ATTEMPTS);
      log.error({ err, searches: batch.length, dropped: batch.length - kept.length }, 'search history write failed');
      for (const e of kept) keep({ ...e, attempts: e.attempts + 1 });
      if (kept.length > 0) schedule();
    }
  }

  /** Writes everything recorded so far; resolves when it is in the database (or has failed and was put back). */
  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = [...pending.values()];
    pending = new Map();
    writing = writing.then(() => (batch.length > 0 ? write(batch) : undefined));
    return writing;
  }

  return {
    record(e: SearchEvent): void {
      keep({ ...e, attempts: 0 });
      if (pending.size >= MAX_BATCH) void flush();
      else schedule();
    },
    flush,
  };
}

export type SearchLog = ReturnType<typeof createSearchLog>;
