import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createKvStore } from './kv-store.js';

// The in-process store always; Redis too when REDIS_URL is set: both must behave alike.
const stores = [
  ['memory', createKvStore(undefined, `test-kv-${randomUUID()}:`)],
  ...(process.env.REDIS_URL ? [['redis', createKvStore(process.env.REDIS_URL, `test-kv-${randomUUID()}:`)] as const] : []),
] as const;
afterAll(() => Promise.all(stores.map(([, kv]) => kv.close())));

describe.each(stores)('the %s kv store', (_name, kv) => {
  it('counts, and reads a counter back as its count', async () => {
    expect(await kv.get('hits')).toBeNull();
    expect(await kv.incr('hits', 60)).toBe(1);
    expect(await kv.incr('hits', 60)).toBe(2);
    expect(await kv.get('hits')).toBe('2');
  });

  it('keeps a value it was given, and a marker set once', async () => {
    await kv.set('session', '42', 60);
    expect(await kv.get('session')).toBe('42');
    expect(await kv.setOnce('nonce', 60)).toBe(true);
    expect(await kv.setOnce('nonce', 60)).toBe(false);
  });
});
