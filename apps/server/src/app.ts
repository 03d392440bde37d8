import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { errorBody } from '@numscope/contract';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import formbody from '@fastify/formbody';
import type { Config } from './config.js';
import { createKvStore, type KvStore } from './infra/kv-store.js';
import { systemClock, type Clock } from './infra/clock.js';
import { createJobs, type Jobs } from './infra/jobs/index.js';
import { openDatabase, type Database } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { createUnitOfWork } from './db/unit-of-work.js';
import { embeddedVacuumJob } from './db/embedded-vacuum.js';
import { registerErrorHandling } from './http/error-handler.js';
import { idempotencyCleanupJob } from './infra/idempotency/idempotency.js';
import { createWebhookDispatch, registerWebhookRoutes } from './http/webhooks.js';
import { MODULES } from './modules/index.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { inlineScriptSources, registerWebApp } from './plugins/web-app.js';
import { checkingSerializer, productionSerializer } from './http/json-text.js';
import { REDACTED_PATHS, requestSerializer } from './http/log-redaction.js';
import { canonicalUrl } from './http/canonical-url.js';
import { registerApiDocs } from './http/api-docs.js';
import { registerMetrics } from './http/metrics.js';
import { registerSecurityHeaders } from './http/security-headers.js';

export interface AppOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from config and closed with the app. */
  db?: Database;
  /** Prefix of shared keys (rate limits, nonces, attempt counters); tests give each app its own. */
  keyPrefix?: string;
  /** Where "now" comes from; tests pass a clock they can move. */
  clock?: Clock;
  /** A kv store shared with another app (tests of two instances without Redis); made from config otherwise. */
  kv?: KvStore;
  /** Where the log goes (tests read it); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
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
export async function buildApp({
  config,
  db: givenDb,
  keyPrefix = 'numscope:',
  clock = systemClock,
  kv: givenKv,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // No token, secret or whole phone number in the log (http/log-redaction.ts).
    logger: {
      level: config.LOG_LEVEL,
      serializers: { req: requestSerializer },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 64 * 1024,
    // A hop count becomes proxy-addr's trust function (trust the n nearest hops).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    rewriteUrl: (req) => canonicalUrl(req.url ?? '/'),
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
  app.setSerializerCompiler(config.NODE_ENV === 'production' ? () => productionSerializer : checkingSerializer(serializerCompiler));
  registerErrorHandling(app);

  const db = givenDb ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DB_POOL_SIZE }));
  if (!givenDb) app.addHook('onClose', () => db.close());
  await prepareDatabase(db);
  app.decorate('db', db);
  app.decorate('clock', clock);
  const jobs = createJobs({ db, clock, log: app.log });
  app.decorate('jobs', jobs);
  jobs.define(idempotencyCleanupJob({ db, clock }));
  if (db.kind === 'pglite') jobs.define(embeddedVacuumJob(db));
  // preClose runs before the onClose hooks that close the database: running jobs finish first.
  app.addHook('preClose', () => jobs.stop());

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(config.WEB_DIST)],
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
  const kv = givenKv ?? createKvStore(config.REDIS_URL, keyPrefix);
  if (!givenKv) app.addHook('onClose', () => kv.close());
  await registerRateLimit(app, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    webhooksPerMinute: config.WEBHOOK_RATE_LIMIT_PER_MINUTE,
    redis: kv.redis,
    namespace: `${keyPrefix}rl:`,
  });
  await app.register(formbody);

  // Personal answers (any API call made with a token) are never kept by a browser or a proxy cache.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization && request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // Alive: the process answers. Ready: the database and Redis (when configured) answer too; a load
  // balancer sends traffic only to a ready instance.
  app.get('/api/health', async () => ({ status: 'success', data: { ok: true, db: db.kind } }));
  app.get('/api/ready', async (_request, reply) => {
    const checks = await Promise.allSettled([
      db.query({ name: 'ready', text: 'select 1 as ok' }),
      kv.redis ? withTimeout(kv.redis.ping(), 2000) : Promise.resolve('memory'),
    ]);
    const [database, redis] = checks.map((c) => c.status === 'fulfilled');
    const ready = database && redis;
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'success' : 'error', data: { ready, database, redis } });
  });
  const webhooks = createWebhookDispatch();
  const deps = { config, db, kv, clock, jobs, keyPrefix, webhooks, uow: createUnitOfWork(db, clock) };
  for (const module of MODULES) await module.register(app, deps);
  await registerWebhookRoutes(app, webhooks, config.PUBLIC_URL);
  registerApiDocs(app, config);
  registerMetrics(app, { token: config.METRICS_TOKEN, poolSize: db.kind === 'pglite' ? 1 : config.DB_POOL_SIZE });

  await registerWebApp(app, config.WEB_DIST);
  return app;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}

function trustHops(n: number) {
  return (_address: string, hop: number) => hop < n;
}
