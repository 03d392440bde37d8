import { describe, expect, it } from 'vitest';
import { batchedRead } from './batched-read.js';

/** A reader that records each call's keys and answers each key doubled (undefined for a negative one). */
function doubling() {
  const calls: number[][] = [];
  const read = batchedRead(async (keys: number[]) => {
    calls.push(keys);
    return keys.map((k) => (k < 0 ? undefined : k * 2));
  }, 3);
  return { calls, read };
}

describe('batchedRead', () => {
  it('reads the keys asked for in one turn in one call, and gives each caller its own result', async () => {
    const { calls, read } = doubling();
    const results = await Promise.all([read(1), read(-5), read(1)]);
    expect(results).toEqual([2, undefined, 2]);
    expect(calls).toEqual([[1, -5, 1]]);
  });

  it('splits a turn larger than the batch into several calls, in order', async () => {
    const { calls, read } = doubling();
    expect(await Promise.all([1, 2, 3, 4, 5].map(read))).toEqual([2, 4, 6, 8, 10]);
    expect(calls).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('reads a key asked for in a later turn in a call of its own', async () => {
    const { calls, read } = doubling();
    expect(await read(1)).toBe(2);
    expect(await read(2)).toBe(4);
    expect(calls).toEqual([[1], [2]]);
  });

  it('fails every caller of a failed call, and only them', async () => {
    let fail = true;
    const read = batchedRead(async (keys: number[]) => {
      if (fail) throw new Error('connection lost');
      return keys;
    });
    const first = await Promise.allSettled([read(1), read(2)]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read(3)).toBe(3);
  });
});
