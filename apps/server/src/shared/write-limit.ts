import { AppError } from '../errors.js';
import type { KvStore } from '../infra/kv-store.js';

/** Writes per account per minute (comments, replies, reactions, names, notes, tags together). */
export const WRITES_PER_MINUTE = 30;

/** Counts one write of an account; past the limit refuses with WRITE_RATE_LIMITED. */
export async function limitWrites(kv: KvStore, accountId: number): Promise<void> {
  if ((await kv.incr(`write:${accountId}`, 60)) > WRITES_PER_MINUTE) throw new AppError('WRITE_RATE_LIMITED');
}
