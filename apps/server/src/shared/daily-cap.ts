import { REPUTATION } from '@numscope/contract';
import { AppError } from '../errors.js';
import type { Clock } from '../infra/clock.js';
import type { KvStore } from '../infra/kv-store.js';

export type CappedKind = keyof typeof REPUTATION.dailyCaps;

/**
 * Counts one reputation signal of an account today (UTC day of the app's clock); past the day's cap
 * refuses with DAILY_CAP_REACHED before anything is written (decision 030).
 */
export async function limitDaily(kv: KvStore, clock: Clock, accountId: number, kind: CappedKind): Promise<void> {
  const day = Math.floor(clock.now().getTime() / 86_400_000);
  if ((await kv.incr(`daily:${kind}:${accountId}:${day}`, 2 * 86_400)) > REPUTATION.dailyCaps[kind])
    throw new AppError('DAILY_CAP_REACHED');
}
