import { AppError } from '../errors.js';
import type { Clock } from '../infra/clock.js';
import type { KvStore } from '../infra/kv-store.js';

/** Writes per account per minute (comments, replies, reactions, names, notes, tags together). */
export const WRITES_PER_MINUTE = 30;

/**
 * Counts one write of an account in this minute of the app's clock (decision 010: tests that move
 * time move this window too); past the limit refuses with WRITE_RATE_LIMITED.
 */
export async function limitWrites(kv: KvStore, clock: Clock, accountId: number): Promise<void> {
  const minute = Math.floor(clock.now().getTime() / 60_000);
  if ((await kv.incr(`write:${accountId}:${minute}`, 120)) > WRITES_PER_MINUTE) throw new AppError('WRITE_RATE_LIMITED');
}
