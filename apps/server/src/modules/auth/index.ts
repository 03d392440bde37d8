import cookie from '@fastify/cookie';
import { simulatorsEnabled } from '../../config.js';
import { registerAuthentication } from '../../http/authenticate.js';
import { createChannels } from '../../integrations/code-delivery/registry.js';
import { createSender, deliverMessageJob } from '../../integrations/code-delivery/sender.js';
import type { ServerModule } from '../module.js';
import { createAuthRepository } from './auth.repository.js';
import { signInHousekeepingJob } from './auth.jobs.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService, type AfterSignIn, type OnAccountCreated } from './auth.service.js';
import { simulatorRoutes } from './simulator.routes.js';
import { createSessions, sessionVerifier } from './sessions.js';
import { createSessionsRepository } from './sessions.repository.js';
import { createTokens, localKeys, parseKeys } from './tokens.js';
import { authWebhooks } from './webhooks.routes.js';

/**
 * Sign-in: codes, the signed agreement, the check that hands out a token, provider webhooks and
 * (development and tests) the simulator route. Registered first: it checks the token of every API call.
 */
export const authModule: ServerModule = {
  area: 'auth',
  async register(app, { config, db, uow, kv, clock, jobs, webhooks }) {
    const tokens = createTokens(config.JWT_KEYS ? parseKeys(config.JWT_KEYS) : localKeys(config.DATA_DIR), config.JWT_TTL_SECONDS, clock);
    const sessions = createSessions({ repo: createSessionsRepository(db), kv, clock, tokenTtlSeconds: config.JWT_TTL_SECONDS });
    registerAuthentication(app, sessionVerifier({ tokens, sessions, clock }), config.MIN_CLIENT_VERSION);
    app.decorate('revokeSessions', (accountId: number) => sessions.revokeAll(accountId));
    const simulators = simulatorsEnabled(config);
    const channels = createChannels(config);
    for (const job of [deliverMessageJob(channels), signInHousekeepingJob({ db, clock })]) jobs.define(job);
    const afterSignIn: AfterSignIn[] = [];
    app.decorate('afterSignIn', (hook: AfterSignIn) => void afterSignIn.push(hook));
    const onAccountCreated: OnAccountCreated[] = [];
    app.decorate('onAccountCreated', (hook: OnAccountCreated) => void onAccountCreated.push(hook));
    const service = createAuthService({
      afterSignIn,
      onAccountCreated,
      repo: createAuthRepository(db),
      uow,
      channels,
      tokens,
      sessions,
      kv,
      clock,
      send: createSender({ db, jobs, simulated: simulators, log: app.log }),
      codeTtlSeconds: config.AUTH_CODE_TTL_SECONDS,
      signingSecret: config.AUTH_SIGNING_SECRET,
    });
    // Only sign-in reads and sets a cookie; parsing cookies on every lookup would cost ~6% of its CPU.
    await app.register(async (scope) => {
      await scope.register(cookie);
      authRoutes(scope, {
        service,
        codeTtlSeconds: config.AUTH_CODE_TTL_SECONDS,
        simulators,
        secureCookies: config.PUBLIC_URL.startsWith('https:'),
      });
    });
    authWebhooks(webhooks, { service, channels });
    if (simulators) simulatorRoutes(app, config, db);
  },
};

export { AUTH_LIMITS, type AfterSignIn, type OnAccountCreated } from './auth.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers work to run after each sign-in (modules registered after auth call this). */
    afterSignIn(hook: AfterSignIn): void;
    /** Registers work to record in the transaction that creates an account (modules registered after auth call this). */
    onAccountCreated(hook: OnAccountCreated): void;
    /** Ends every session of an account at once (account deletion calls it); the number ended. */
    revokeSessions(accountId: number): Promise<number>;
  }
}
