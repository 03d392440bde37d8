import { Redis } from 'ioredis';

/**
 * Short-lived shared state: counters for attempt limits and once-only markers for nonces. Redis
 * when REDIS_URL is set (shared by every server instance), otherwise this process's memory.
 */
export interface KvStore {
  /** Adds 1 and returns the new count; the key expires `ttlSeconds` after its first increment. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Sets the key if absent; false when it was already there. */
  setOnce(key: string, ttlSeconds: number): Promise<boolean>;
  /** A cached value (sessions' state), or null when absent or expired. */
  get(key: string): Promise<string | null>;
  /** Sets (overwrites) a cached value for `ttlSeconds`. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
  /** The Redis connection, for plugins that take one. */
  redis?: Redis;
}

export function createKvStore(redisUrl: string | undefined, prefix: string): KvStore {
  return redisUrl ? redisStore(new Redis(redisUrl, { maxRetriesPerRequest: 1, enableAutoPipelining: true }), prefix) : memoryStore(prefix);
}

function redisStore(redis: Redis, prefix: string): KvStore {
  return {
    redis,
    async incr(key, ttl) {
      const [[, n]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, ttl, 'NX')
        .exec()) as [[null, number]];
      return n;
    },
    async setOnce(key, ttl) {
      return (await redis.set(prefix + key, '1', 'EX', ttl, 'NX')) === 'OK';
    },
    async get(key) {
      return redis.get(prefix + key);
    },
    async set(key, value, ttl) {
      await redis.set(prefix + key, value, 'EX', ttl);
    },
    async close() {
      await redis.quit();
    },
  };
}

function memoryStore(prefix: string): KvStore {
  const entries = new Map<string, { n: number; until: number; value?: string }>();
  const live = (key: string) => {
    const e = entries.get(prefix + key);
    if (e && e.until <= Date.now()) {
      entries.delete(prefix + key);
      return undefined;
    }
    return e;
  };
  // Expired entries are dropped on access and swept once a minute, so memory stays bounded.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, e] of entries) if (e.until <= now) entries.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async incr(key, ttl) {
      const e = live(key);
      if (e) return ++e.n;
      entries.set(prefix + key, { n: 1, until: Date.now() + ttl * 1000 });
      return 1;
    },
    async setOnce(key, ttl) {
      if (live(key)) return false;
      entries.set(prefix + key, { n: 1, until: Date.now() + ttl * 1000 });
      return true;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttl) {
      entries.set(prefix + key, { n: 1, until: Date.now() + ttl * 1000, value });
    },
    async close() {
      clearInterval(sweep);
    },
  };
}
