import type { FastifyInstance } from 'fastify';
import { dbPool, httpDuration, rateLimited, registry } from '../infra/metrics.js';
import { isLoopback } from '../shared/client-address.js';

/**
 * Request metrics for every API route and the scrape endpoint `/metrics` (issue 11 item 16). The
 * endpoint answers only with `Authorization: Bearer <METRICS_TOKEN>` when that is set, otherwise
 * only to the machine itself (a sidecar or an SSH tunnel), never to the internet.
 */
export function registerMetrics(app: FastifyInstance, opts: { token: string | undefined; poolSize: number }): void {
  dbPool.set(opts.poolSize);
  // Callback style: no promise per request (decision 032).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/')) {
      const status = reply.statusCode;
      httpDuration.observe({ route, method: request.method, status: String(status) }, reply.elapsedTime / 1000);
      if (status === 429) rateLimited.inc({ route });
    }
    done();
  });
  app.get('/metrics', async (request, reply) => {
    const allowed = opts.token ? request.headers.authorization === `Bearer ${opts.token}` : isLoopback(request.ip);
    if (!allowed) return reply.status(404).send({ status: 'error', code: 'ROUTE_NOT_FOUND' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
