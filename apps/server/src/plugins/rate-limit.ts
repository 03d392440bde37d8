import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Per-address limit on API calls. With REDIS_URL the counters live in Redis, so every server
 * instance enforces one shared limit; otherwise they are in process.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  opts: { perMinute: number; redisUrl?: string; namespace: string },
): Promise<void> {
  if (opts.perMinute === 0) return;
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableAutoPipelining: true }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    max: opts.perMinute,
    timeWindow: 60_000,
    nameSpace: opts.namespace,
    ...(redis ? { redis } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
  });
}
