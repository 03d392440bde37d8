import type { Channels } from '../../integrations/code-delivery/registry.js';
import type { WebhookDispatch } from '../../http/webhooks.js';
import { AppError } from '../../errors.js';
import type { AuthService } from './auth.service.js';
import { signInOutcomes } from '../../infra/metrics.js';

/**
 * Sign-in provider webhooks: the endpoints of the sign-in registry on the one webhook route
 * (http/webhooks.ts). Each is verified by the provider's adapter, translated by its parseWebhook
 * into our actions, then applied by the auth service. Refusals after a valid signature still
 * answer 200, or the provider would redeliver forever; the outcome is in the body.
 */
export function authWebhooks(dispatch: WebhookDispatch, o: { service: AuthService; channels: Channels }): void {
  dispatch.register(
    o.channels.webhooks.names,
    async (endpoint, raw, { request, reply }) => {
      const adapters = o.channels.webhooks.get(endpoint);
      // Providers sharing an endpoint (the numbers of one Meta app) each take the events for them.
      const verified = adapters.map((a) => ({ a, v: a.verify(raw) })).filter((x) => x.v !== null);
      if (verified.length === 0) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      const events = verified.flatMap(({ a, v }) => a.parseWebhook(v!));
      const outcomes = await o.service.handleWebhook(endpoint, events);
      request.log.info({ webhook: endpoint, outcomes }, 'webhook handled');
      for (const outcome of outcomes) signInOutcomes.inc({ endpoint, outcome });
      // What became of each event, also for answers whose body the provider's protocol fixes (TwiML):
      // the developer simulator shows it.
      void reply.header('x-webhook-outcomes', outcomes.join(','));
      const custom = adapters[0]!.respond?.(outcomes);
      return custom ? reply.type(custom.contentType).send(custom.body) : { ok: true, outcomes };
    },
    (endpoint, query) => {
      const a = o.channels.webhooks.get(endpoint).find((x) => x.handshake);
      if (!a) throw new AppError('ROUTE_NOT_FOUND', { provider: 'this provider makes no handshake' });
      return a.handshake!(query);
    },
  );
}
