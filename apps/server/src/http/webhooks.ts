import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webhookHandshakeRoute, webhookRoute } from '@numscope/contract';
import { AppError } from '../errors.js';
import type { RawWebhook } from '../integrations/provider-kit/webhook.js';

/** Handles one provider's webhook; returns the reply body (or sends it itself through `reply`). */
export type WebhookHandler = (endpoint: string, raw: RawWebhook, ctx: { request: FastifyRequest; reply: FastifyReply }) => Promise<unknown>;
export type HandshakeHandler = (endpoint: string, query: Record<string, string | undefined>) => string | null;

/**
 * Which module handles which `/api/v1/webhooks/:provider`: each module registers the endpoint
 * names of its provider registry (sign-in channels, payment providers) when it registers.
 */
export function createWebhookDispatch() {
  const handlers = new Map<string, { handle: WebhookHandler; handshake?: HandshakeHandler }>();
  return {
    register(endpoints: readonly string[], handle: WebhookHandler, handshake?: HandshakeHandler): void {
      for (const e of endpoints) {
        if (handlers.has(e)) throw new Error(`webhook endpoint ${e} is registered twice`);
        handlers.set(e, { handle, handshake });
      }
    },
    get(endpoint: string) {
      const found = handlers.get(endpoint);
      if (!found) throw new AppError('ROUTE_NOT_FOUND', { provider: `no webhook for provider ${endpoint.slice(0, 40)}` });
      return found;
    },
  };
}

export type WebhookDispatch = ReturnType<typeof createWebhookDispatch>;

/**
 * The one webhook route. Bodies are kept as raw bytes (providers sign the bytes) and handed, with
 * the full public URL, to the module that registered the endpoint.
 */
export async function registerWebhookRoutes(app: FastifyInstance, dispatch: WebhookDispatch, publicUrl: string): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.post<{ Params: { provider: string } }>(webhookRoute.path, async (request, reply) => {
      const endpoint = request.params.provider;
      const { handle } = dispatch.get(endpoint);
      const raw: RawWebhook = {
        headers: request.headers,
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        url: `${publicUrl}${request.url}`,
      };
      return handle(endpoint, raw, { request, reply });
    });

    scope.get<{ Params: { provider: string } }>(webhookHandshakeRoute.path, async (request, reply) => {
      const { handshake } = dispatch.get(request.params.provider);
      if (!handshake) throw new AppError('ROUTE_NOT_FOUND', { provider: 'this provider makes no handshake' });
      const challenge = handshake(request.params.provider, request.query as Record<string, string | undefined>);
      if (challenge === null) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      return reply.type('text/plain').send(challenge);
    });
  });
}
