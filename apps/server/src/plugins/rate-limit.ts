import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { clientKey } from '../shared/client-address.js';

/**
 * Per-address limit on API calls (an IPv6 /64 counts as one address: shared/client-address.ts). With REDIS_URL the counters live in Redis, so every server
 * instance enforces one shared limit; otherwise they are in process.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  opts: { perMinute: number; webhooksPerMinute: number; redis?: Redis; namespace: string },
): Promise<void> {
  if (opts.perMinute === 0) return;
  const redis = opts.redis;
  const isWebhook = (url: string) => url.startsWith('/api/v1/webhooks/');
  await app.register(rateLimit, {
    // Provider webhooks are signed and redelivered on the provider's own schedule: they get their
    // own, higher limit and counter per address, apart from the users' calls (issue 11 item 14).
    max: (request) => (isWebhook(request.url) ? opts.webhooksPerMinute : opts.perMinute),
    keyGenerator: (request) => (isWebhook(request.url) ? `webhook:${clientKey(request.ip)}` : clientKey(request.ip)),
    timeWindow: 60_000,
    nameSpace: opts.namespace,
    ...(redis ? { redis } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
  });
}
