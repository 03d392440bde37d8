import type { FastifyInstance } from 'fastify';
import { webhookHandshakeRoute, webhookRoute } from '@numscope/contract';
import { AppError } from '../../errors.js';
import type { Channels } from '../../integrations/code-delivery/registry.js';
import type { AuthService } from './auth.service.js';

/**
 * Provider webhooks, one pattern for every provider (`/api/v1/webhooks/:provider`; the names come
 * from the provider registry). Bodies are kept as raw bytes (providers sign the bytes), verified by
 * the provider's adapter, translated by its parseWebhook into our actions, then applied by the
 * auth service. Refusals after a valid signature still answer 200, or the provider would
 * redeliver forever; the outcome is in the body.
 */
export async function webhooksRoutes(app: FastifyInstance, o: { service: AuthService; channels: Channels; publicUrl: string }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.post<{ Params: { provider: string } }>(webhookRoute.path, async (request, reply) => {
      const endpoint = request.params.provider;
      const adapters = o.channels.webhooks.get(endpoint);
      const raw = { headers: request.headers, body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), url: `${o.publicUrl}${request.url}` };
      // Providers sharing an endpoint (the numbers of one Meta app) each take the events for them.
      const verified = adapters.map((a) => ({ a, v: a.verify(raw) })).filter((x) => x.v !== null);
      if (verified.length === 0) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      const events = verified.flatMap(({ a, v }) => a.parseWebhook(v!));
      const outcomes = await o.service.handleWebhook(endpoint, events);
      request.log.info({ webhook: endpoint, outcomes }, 'webhook handled');
      const custom = adapters[0]!.respond?.(outcomes);
      return custom ? reply.type(custom.contentType).send(custom.body) : { ok: true, outcomes };
    });

    scope.get<{ Params: { provider: string } }>(webhookHandshakeRoute.path, async (request, reply) => {
      const handshake = o.channels.webhooks.get(request.params.provider).find((a) => a.handshake);
      if (!handshake) throw new AppError('ROUTE_NOT_FOUND', { provider: 'this provider makes no handshake' });
      const challenge = handshake.handshake!(request.query as Record<string, string | undefined>);
      if (challenge === null) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      return reply.type('text/plain').send(challenge);
    });
  });
}
