import { describe, expect, it } from 'vitest';
import { inFlightLimit } from './in-flight.js';

const tick = () => new Promise((r) => setImmediate(r));

describe('inFlightLimit', () => {
  it('runs at most max at a time, the rest in arrival order, and passes errors through', async () => {
    const limit = inFlightLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const jobs = Array.from({ length: 3000 }, (_, i) =>
      limit(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await tick();
        running--;
        if (i === 5) throw new Error('five');
        return i;
      }).catch((e: Error) => e.message),
    );
    const results = await Promise.all(jobs);
    expect(most).toBe(2);
    expect(order).toEqual(Array.from({ length: 3000 }, (_, i) => i));
    expect(results[5]).toBe('five');
    expect(results[2999]).toBe(2999);
    // Free again: the next call runs at once.
    expect(await limit(async () => 'again')).toBe('again');
  });
});
