import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_SIGNING_SECRET } from '@numscope/contract';
import { SIGN_IN_PROVIDERS } from './integrations/code-delivery/providers.js';
import { enabledMethods, type SignInProviderOptions } from './integrations/code-delivery/registry.js';
import { loadPaymentOptions, type PaymentProviderOptions } from './integrations/payments/registry.js';
import { loadProviderOptions } from './integrations/provider-kit/registry.js';
import { REPO_ROOT } from './paths.js';
import { isLoopback } from './shared/client-address.js';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** PostgreSQL server; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where embedded PGlite keeps its files; `memory://` keeps nothing. */
  DATA_DIR: z.string().min(1).default(resolve(REPO_ROOT, '.data/pglite')),
  /** Shared store for rate limits across instances; in-process when absent. */
  REDIS_URL: z.string().url().optional(),
  /** Demo numbers loaded into an empty database at start; 0 disables. */
  DEMO_SEED_NUMBERS: z.coerce.number().int().min(0).max(100_000).default(400),
  DEMO_SEED: z.coerce.number().int().default(2026),
  /** API requests per minute per client address; 0 disables the limit. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Prefix of this deployment's keys in Redis (two deployments may share one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).default('numscope:'),
  /** Provider webhooks per address per minute, counted apart from users' calls. */
  WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
  /** This instance works job queues and schedules (docs/decisions/011-jobs.md); off: it only enqueues. */
  JOBS: z.enum(['on', 'off']).default('on'),

  // Sign-in (docs/decisions/007-sign-in.md)
  /**
   * Enabled confirmation channels in order of preference. Unset: every provider outside
   * production; in production, those whose variables are all set (set it there to fail fast).
   */
  AUTH_METHODS: z.string().optional(),
  AUTH_CODE_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(120),
  /** Shared secret of signed auth calls; the web client ships the same value (spec §7). */
  AUTH_SIGNING_SECRET: z.string().min(8).default(DEFAULT_SIGNING_SECRET),
  /** JWT signing keys `kid:secret,kid:secret`, the first signs; others still verify (rotation). Unset: a key kept in DATA_DIR. */
  JWT_KEYS: z.string().optional(),
  /** Lifetime of one token; a token in use is renewed daily within its session (docs/decisions/025). */
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 86_400),
  /** Clients that send an older x-client-version get 426. */
  MIN_CLIENT_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .default('0.0.0'),
  /** Local stand-ins for the providers (on unless NODE_ENV=production). */
  SIMULATORS: z.enum(['on', 'off']).optional(),
  /**
   * Behind a load balancer: which proxies' X-Forwarded-For to believe for the client's address
   * (per-address limits). Off by default, so a spoofed header changes nothing; a number trusts that
   * many hops, or a comma-separated list of proxy addresses or CIDRs; `true` (every hop, so the
   * client's own entry) is refused in production.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
  /** Bearer token for `/metrics` (Prometheus); unset, only this machine may scrape it. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * The mobile apps (spec §1 footer, §7 apk/get): where each is published. Unset, the footer hides the
   * link instead of pointing at a 404.
   */
  APK_URL: z.string().url().optional(),
  APP_STORE_URL: z.string().url().optional(),
  GOOGLE_PLAY_URL: z.string().url().optional(),
  /**
   * Public base URL providers call (Twilio signs the full URL) and links point to. Required in
   * production; elsewhere it defaults to this server's own address (`ownUrl`).
   */
  PUBLIC_URL: z.string().url().optional(),
  // Each provider's own variables (TELEGRAM_*, WHATSAPP_*, VIBER_*, TWILIO_AUTH_TOKEN, SMS_NUMBER,
  // FLASHCALL_NUMBERS) are read by its own schema: integrations/code-delivery/providers.ts.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof Env>, 'AUTH_METHODS' | 'PUBLIC_URL'> & {
  AUTH_METHODS: string;
  PUBLIC_URL: string;
  /** Each sign-in provider's options, parsed by its own schema; absent for a provider off in production. */
  providers: SignInProviderOptions;
  /** Each payment provider's options (keyed by payment-system code); absent for one not configured in production. */
  paymentProviders: PaymentProviderOptions;
};

/** Variables set on top of the environment (tests): the same names and checks as the environment. */
export type ConfigOverrides = Record<string, string | number | undefined>;

/** Reads the environment once at start and fails fast with a message that names the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): Config {
  const merged = { ...env, ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, v === undefined ? undefined : String(v)])) };
  // An empty variable means unset (CI and shells often export VAR= to clear one).
  const present = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  const parsed = Env.safeParse(present);
  const production = (parsed.success ? parsed.data.NODE_ENV : present.NODE_ENV) === 'production';
  const enabled = parsed.success && parsed.data.AUTH_METHODS !== undefined ? enabledMethods(parsed.data.AUTH_METHODS) : undefined;
  const providers = loadProviderOptions(SIGN_IN_PROVIDERS, present, { production, enabled });
  const payments = loadPaymentOptions(present, production);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...providers.issues,
    ...payments.issues,
    ...(parsed.success && production ? productionIssues(parsed.data) : []),
  ];
  if (!parsed.success || issues.length > 0) throw new Error(`Invalid configuration:\n${issues.map((i) => `  ${i}`).join('\n')}`);
  const config: Config = {
    ...parsed.data,
    AUTH_METHODS:
      parsed.data.AUTH_METHODS ??
      SIGN_IN_PROVIDERS.map((p) => p.id)
        .filter((id) => providers.options[id])
        .join(','),
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? ownUrl(parsed.data.HOST, parsed.data.PORT),
    providers: providers.options,
    paymentProviders: payments.options,
  };
  return config;
}

/**
 * Without PUBLIC_URL (development): the address this server listens on, so that the payment
 * stand-ins' pages and callbacks reach it on any PORT. Listening on every address, it is the
 * machine's own network address, which a phone on the same network opens.
 */
function ownUrl(host: string, port: number): string {
  const everywhere = host === '0.0.0.0' || host === '::';
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((i) => i?.family === 'IPv4' && !i.internal)?.address;
  const name = everywhere ? (lan ?? '127.0.0.1') : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

// --- Production safety (issue 11: no public defaults in production) ---------------------------
// Providers' own secrets are checked by the provider kit (a secret equal to a simulator default is
// refused); these are the server's own. Every problem is listed, each naming its variable.
function productionIssues(env: z.infer<typeof Env>): string[] {
  const issues: string[] = [];
  if (!env.JWT_KEYS) issues.push('JWT_KEYS: required in production (kid:secret[,kid:secret])');
  if (!env.PUBLIC_URL) issues.push('PUBLIC_URL: required in production (the https address providers call back and links point to)');
  if (env.AUTH_SIGNING_SECRET === DEFAULT_SIGNING_SECRET)
    issues.push(
      'AUTH_SIGNING_SECRET: required in production and not the public default (build the web app with the same VITE_AUTH_SIGNING_SECRET)',
    );
  // The simulator route signs provider webhooks with the real secrets: anyone could confirm any phone.
  if (env.SIMULATORS === 'on') issues.push('SIMULATORS: must be off in production (simulators confirm any phone)');
  // Trusting every hop believes the left-most X-Forwarded-For entry, which the client writes: every
  // per-address limit would be the client's to choose.
  if (env.TRUST_PROXY === true)
    issues.push(
      'TRUST_PROXY: not `true` in production (it believes a client-written X-Forwarded-For); give the hop count or the proxies’ addresses',
    );
  return issues;
}

/**
 * The stand-ins of confirmation channels and payment providers. Whoever reaches them confirms any
 * phone and pays any order, so without SIMULATORS they are on only outside production on a
 * loopback address: a development server opened to the network (HOST=0.0.0.0 to try it from a
 * phone) needs SIMULATORS=on said out loud (decision 053).
 */
export function simulatorsEnabled(config: Config): boolean {
  return (config.SIMULATORS ?? (config.NODE_ENV !== 'production' && isLoopback(config.HOST) ? 'on' : 'off')) === 'on';
}
