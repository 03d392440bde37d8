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
  /**
   * Adds `member` to the set at `key` unless the set already holds `cap` members, atomically
   * (a day's free searches). `seen`: it was there already. Null when the set does not exist: make it
   * with `fillSet` and ask again.
   */
  capAdd(key: string, member: string, cap: number): Promise<CapAdd | null>;
  /** Makes the set at `key` with these members (none is fine), expiring `ttlSeconds` later, unless it exists. */
  fillSet(key: string, members: readonly string[], ttlSeconds: number): Promise<void>;
  /** How many members the set at `key` holds; null when it does not exist. */
  setSize(key: string): Promise<number | null>;
  close(): Promise<void>;
  /** The Redis connection, for plugins that take one. */
  redis?: Redis;
}

export interface CapAdd {
  seen: boolean;
  added: boolean;
  /** Members after the call. */
  size: number;
}

/*
 * A set that exists with no members holds only the empty string: Redis has no empty sets, and an
 * absent set must stay distinguishable ("not filled yet") from an empty one.
 */
const CAP_ADD = `if redis.call('exists', KEYS[1]) == 0 then return -1 end
local n = redis.call('scard', KEYS[1]) - 1
if redis.call('sismember', KEYS[1], ARGV[1]) == 1 then return {1, 0, n} end
if n >= tonumber(ARGV[2]) then return {0, 0, n} end
redis.call('sadd', KEYS[1], ARGV[1])
return {0, 1, n + 1}`;
const FILL_SET = `if redis.call('exists', KEYS[1]) == 1 then return 0 end
redis.call('sadd', KEYS[1], '')
for i = 2, #ARGV do redis.call('sadd', KEYS[1], ARGV[i]) end
redis.call('expire', KEYS[1], ARGV[1])
return 1`;

type SetCommands = Redis & {
  kvCapAdd(key: string, member: string, cap: number): Promise<-1 | [number, number, number]>;
  kvFillSet(key: string, ttl: number, ...members: string[]): Promise<number>;
};

export function createKvStore(redisUrl: string | undefined, prefix: string): KvStore {
  return redisUrl ? redisStore(new Redis(redisUrl, { maxRetriesPerRequest: 1, enableAutoPipelining: true }), prefix) : memoryStore(prefix);
}

function redisStore(redis: Redis, prefix: string): KvStore {
  redis.defineCommand('kvCapAdd', { numberOfKeys: 1, lua: CAP_ADD });
  redis.defineCommand('kvFillSet', { numberOfKeys: 1, lua: FILL_SET });
  const sets = redis as SetCommands;
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
    async capAdd(key, member, cap) {
      const r = await sets.kvCapAdd(prefix + key, member, Math.min(cap, Number.MAX_SAFE_INTEGER));
      return r === -1 ? null : { seen: r[0] === 1, added: r[1] === 1, size: r[2] };
    },
    async fillSet(key, members, ttl) {
      await sets.kvFillSet(prefix + key, ttl, ...members);
    },
    async setSize(key) {
      const n = await redis.scard(prefix + key);
      return n === 0 ? null : n - 1;
    },
    async close() {
      await redis.quit();
    },
  };
}

function memoryStore(prefix: string): KvStore {
  const entries = new Map<string, { n: number; until: number; value?: string; set?: Set<string> }>();
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
      // A counter reads as its count, as Redis' GET of an INCR key does.
      const e = live(key);
      return e ? (e.value ?? (e.set ? null : String(e.n))) : null;
    },
    async set(key, value, ttl) {
      entries.set(prefix + key, { n: 1, until: Date.now() + ttl * 1000, value });
    },
    async capAdd(key, member, cap) {
      const set = live(key)?.set;
      if (!set) return null;
      if (set.has(member)) return { seen: true, added: false, size: set.size };
      if (set.size >= cap) return { seen: false, added: false, size: set.size };
      set.add(member);
      return { seen: false, added: true, size: set.size };
    },
    async fillSet(key, members, ttl) {
      if (!live(key)?.set) entries.set(prefix + key, { n: 0, until: Date.now() + ttl * 1000, set: new Set(members) });
    },
    async setSize(key) {
      return live(key)?.set?.size ?? null;
    },
    async close() {
      clearInterval(sweep);
    },
  };
}
