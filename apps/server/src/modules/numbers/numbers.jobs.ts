import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { defineJob } from '../../infra/jobs/index.js';
import { createNumbersRepository } from './numbers.repository.js';

/**
 * Rebuilds, in batches, the cards whose view has ended (a hide ended) or that were built before
 * decision 037, until none is left; returns how many. The lookup builds such a card itself, so
 * this only gives it back its single-row read.
 */
export async function refreshStaleCards(db: Database, clock: Clock, batch = 500): Promise<number> {
  const repo = createNumbersRepository(db);
  let done = 0;
  for (;;) {
    const n = await repo.refreshStaleCards(clock.now(), batch);
    done += n;
    if (n < batch) return done;
  }
}

/** Every minute: stale cards are rebuilt (decision 037). */
export function staleCardsJob(o: { db: Database; clock: Clock }) {
  return defineJob({
    name: 'numbers-stale-cards',
    data: z.object({}),
    cron: '* * * * *',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    async handler() {
      await refreshStaleCards(o.db, o.clock);
    },
  });
}
