import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Per-address limit on API calls. With REDIS_URL the counters live in Redis, so every server
 * instance enforces one shared limit; otherwise they are in process.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  opts: { perMinute: number; redis?: Redis; namespace: string },
): Promise<void> {
  if (opts.perMinute === 0) return;
  const redis = opts.redis;
  await app.register(rateLimit, {
    max: opts.perMinute,
    timeWindow: 60_000,
    nameSpace: opts.namespace,
    ...(redis ? { redis } : {}),
    // Provider webhooks are signed and redelivered by the provider's own schedule: never limited per address.
    allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/v1/webhooks/'),
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
  });
}
