import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import { errorBody } from '@numscope/contract';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { simulatorsEnabled, type Config } from './config.js';
import { createKvStore } from './infra/kv-store.js';
import { systemClock, type Clock } from './infra/clock.js';
import { createJobs, type Jobs } from './infra/jobs/index.js';
import { registerAuthentication } from './http/authenticate.js';
import { createChannels } from './integrations/code-delivery/registry.js';
import { createSender, deliverMessageJob } from './integrations/code-delivery/sender.js';
import { accountRoutes } from './modules/auth/account.routes.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { signInHousekeepingJob } from './modules/auth/auth.jobs.js';
import { simulatorRoutes } from './modules/auth/simulator.routes.js';
import { createTokens, localKeys, parseKeys } from './modules/auth/tokens.js';
import { webhooksRoutes } from './modules/auth/webhooks.routes.js';
import { openDatabase, type Database } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { registerErrorHandling } from './http/error-handler.js';
import { createCommentsRepository } from './modules/comments/comments.repository.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { commentWritesRoutes } from './modules/comments/comment-writes.routes.js';
import { createCommentWrites } from './modules/comments/comment-writes.service.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { historyRoutes } from './modules/history/history.routes.js';
import { createHistory } from './modules/history/history.service.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { createModeration } from './modules/moderation/moderation.service.js';
import { notesAndNamesRoutes } from './modules/notes-and-names/notes-and-names.routes.js';
import { createNotesAndNames } from './modules/notes-and-names/notes-and-names.service.js';
import { createCommentsService } from './modules/comments/comments.service.js';
import { createNumbersRepository } from './modules/numbers/numbers.repository.js';
import { numbersRoutes } from './modules/numbers/numbers.routes.js';
import { createNumbersService } from './modules/numbers/numbers.service.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerWebApp } from './plugins/web-app.js';

export interface AppOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from config and closed with the app. */
  db?: Database;
  /** Prefix of shared keys (rate limits, nonces, attempt counters); tests give each app its own. */
  keyPrefix?: string;
  /** Where "now" comes from; tests pass a clock they can move. */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    clock: Clock;
    /** Scheduled and retried work; main.ts starts it, closing the app stops it gracefully. */
    jobs: Jobs;
  }
}

/** Builds the whole server without listening, so tests drive it through `app.inject`. */
export async function buildApp({ config, db: givenDb, keyPrefix = 'numscope:', clock = systemClock }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: 64 * 1024,
    // Spec §2: key links also arrive with a double leading slash (//key/…).
    rewriteUrl: (req) => (req.url ?? '/').replace(/^\/{2,}/, '/'),
    // Digits of a number can be long; anything past this is not a phone number.
    routerOptions: { maxParamLength: 64 },
    // Malformed or over-long URLs are refused by the router before any route runs; answer them in our error format too.
    frameworkErrors: (err, _request, reply) => {
      void (reply as FastifyReply).status(err.statusCode ?? 400).send(errorBody('VALIDATION_FAILED'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Development and tests check every response against the contract; production trusts the typed
  // handlers and skips that cost (about 0.1 ms of CPU per lookup).
  app.setSerializerCompiler(config.NODE_ENV === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler);
  registerErrorHandling(app);

  const db = givenDb ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DB_POOL_SIZE }));
  if (!givenDb) app.addHook('onClose', () => db.close());
  await prepareDatabase(db);
  app.decorate('db', db);
  app.decorate('clock', clock);
  const jobs = createJobs({ db, clock, log: app.log });
  app.decorate('jobs', jobs);
  // preClose runs before the onClose hooks that close the database: running jobs finish first.
  app.addHook('preClose', () => jobs.stop());

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
      },
    },
    // TLS ends at the load balancer in production; a local http start must not be pinned to https.
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  const kv = createKvStore(config.REDIS_URL, keyPrefix);
  app.addHook('onClose', () => kv.close());
  await registerRateLimit(app, { perMinute: config.RATE_LIMIT_PER_MINUTE, redis: kv.redis, namespace: `${keyPrefix}rl:` });
  await app.register(formbody);

  const tokens = createTokens(config.JWT_KEYS ? parseKeys(config.JWT_KEYS) : localKeys(config.DATA_DIR), config.JWT_TTL_SECONDS);
  registerAuthentication(app, tokens, config.MIN_CLIENT_VERSION);
  const simulators = simulatorsEnabled(config);
  const channels = createChannels(config);
  // Jobs of every area, defined from one list; main.ts starts them.
  for (const job of [deliverMessageJob(channels), signInHousekeepingJob({ db, clock })]) jobs.define(job);
  const auth = createAuthService({
    repo: createAuthRepository(db), channels, tokens, kv,
    send: createSender({ db, jobs, simulated: simulators, log: app.log }),
    codeTtlSeconds: config.AUTH_CODE_TTL_SECONDS,
  });

  const notesAndNames = createNotesAndNames(db, kv);
  app.get('/api/health', async () => ({ status: 'success', data: { ok: true, db: db.kind } }));
  numbersRoutes(app, createNumbersService(createNumbersRepository(db), db, notesAndNames.viewerView));
  commentsRoutes(app, createCommentsService(createCommentsRepository(db), db));
  // Only sign-in reads and sets a cookie; parsing cookies on every lookup would cost ~6% of its CPU.
  await app.register(async (scope) => {
    await scope.register(cookie);
    authRoutes(scope, { service: auth, kv, signingSecret: config.AUTH_SIGNING_SECRET, codeTtlSeconds: config.AUTH_CODE_TTL_SECONDS, simulators, secureCookies: config.PUBLIC_URL.startsWith('https:') });
  });
  accountRoutes(app, auth);
  commentWritesRoutes(app, createCommentWrites(db, kv));
  walletRoutes(app, db);
  notesAndNamesRoutes(app, notesAndNames);
  historyRoutes(app, createHistory(db));
  moderationRoutes(app, createModeration(db));
  await webhooksRoutes(app, { service: auth, channels, publicUrl: config.PUBLIC_URL });
  if (simulators) simulatorRoutes(app, config, db);

  await registerWebApp(app, config.WEB_DIST);
  return app;
}
