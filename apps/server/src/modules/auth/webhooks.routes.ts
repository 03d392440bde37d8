import type { FastifyInstance } from 'fastify';
import { webhookRoutes } from '@numscope/contract';
import { AppError } from '../../errors.js';
import type { Channels, WebhookName } from '../../integrations/code-delivery/registry.js';
import { verifySubscription } from '../../integrations/code-delivery/whatsapp.js';
import type { AuthService } from './auth.service.js';

/**
 * Provider webhooks. Bodies are kept as raw bytes (providers sign the bytes), verified and
 * translated by the channel adapter, then applied by the auth service. Refusals after a valid
 * signature still answer 200, or the provider would redeliver forever; the outcome is in the body.
 */
export async function webhooksRoutes(app: FastifyInstance, o: { service: AuthService; channels: Channels; publicUrl: string; whatsappVerifyToken: string }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    const names: WebhookName[] = ['telegram', 'whatsapp', 'viber', 'sms', 'flashcall'];
    for (const name of names) {
      scope.post(webhookRoutes[name].path, async (request, reply) => {
        const adapter = o.channels.webhooks[name];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const events = adapter.parse({ headers: request.headers, body, url: `${o.publicUrl}${request.url}` });
        const outcomes = await o.service.handleWebhook(adapter.name, events);
        request.log.info({ webhook: name, outcomes }, 'webhook handled');
        // Twilio expects TwiML: an incoming flash call is rejected, so it costs the caller nothing.
        if (name === 'flashcall' || name === 'sms') {
          return reply.type('text/xml').send(`<?xml version="1.0" encoding="UTF-8"?><Response>${name === 'flashcall' ? '<Reject/>' : ''}</Response><!-- ${outcomes.join(',')} -->`);
        }
        return { ok: true, outcomes };
      });
    }

    scope.get(webhookRoutes.whatsappVerify.path, async (request, reply) => {
      const challenge = verifySubscription(request.query as Record<string, string | undefined>, o.whatsappVerifyToken);
      if (challenge === null) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      return reply.type('text/plain').send(challenge);
    });
  });
}
