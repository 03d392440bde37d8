import { resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';

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
  WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
  /** This instance works job queues and schedules (docs/decisions/011-jobs.md); off: it only enqueues. */
  JOBS: z.enum(['on', 'off']).default('on'),

  // Sign-in (docs/decisions/007-sign-in.md)
  /** Enabled confirmation channels in order of preference. */
  AUTH_METHODS: z.string().default('telegram,whatsapp,whatsappBusiness,viber,sms,flashcall'),
  AUTH_CODE_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(120),
  /** Shared secret of signed auth calls; the web client ships the same value (spec §7). */
  AUTH_SIGNING_SECRET: z.string().min(8).default('numscope-web-2026'),
  /** JWT signing keys `kid:secret,kid:secret`, the first signs; others still verify (rotation). Unset: a key kept in DATA_DIR. */
  JWT_KEYS: z.string().optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).default(30 * 86_400),
  /** Clients that send an older x-client-version get 426. */
  MIN_CLIENT_VERSION: z.string().regex(/^\d+\.\d+\.\d+$/).default('0.0.0'),
  /** Local stand-ins for the providers (on unless NODE_ENV=production). */
  SIMULATORS: z.enum(['on', 'off']).optional(),
  /** Public base URL providers call (Twilio signs the full URL). */
  PUBLIC_URL: z.string().url().default('http://127.0.0.1:3000'),
  TELEGRAM_BOT_NAME: z.string().default('NumScopeBot'),
  TELEGRAM_BOT_TOKEN: z.string().default('000000:simulated-telegram-token'),
  TELEGRAM_WEBHOOK_SECRET: z.string().default('simulated-telegram-secret'),
  TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
  WHATSAPP_NUMBER: z.string().default('+15550001001'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().default('100000000000001'),
  WHATSAPP_BUSINESS_NUMBER: z.string().default('+15550001002'),
  WHATSAPP_BUSINESS_PHONE_NUMBER_ID: z.string().default('100000000000002'),
  WHATSAPP_APP_SECRET: z.string().default('simulated-whatsapp-app-secret'),
  WHATSAPP_VERIFY_TOKEN: z.string().default('simulated-whatsapp-verify-token'),
  VIBER_AUTH_TOKEN: z.string().default('simulated-viber-auth-token'),
  VIBER_BOT_URI: z.string().default('numscope'),
  /** SMS and flash call arrive through a Twilio-style provider: signed form webhooks. */
  TWILIO_AUTH_TOKEN: z.string().default('simulated-twilio-auth-token'),
  SMS_NUMBER: z.string().default('+15550002001'),
  /** Numbers a flash call can be made to; each pending flash-call code holds one. */
  FLASHCALL_NUMBERS: z.string().default('+15550003001,+15550003002,+15550003003,+15550003004,+15550003005'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof Env>;

/** Reads the environment once at start and fails fast with a message that names the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable means unset (CI and shells often export VAR= to clear one).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const config = { ...parsed.data, ...overrides };
  if (config.NODE_ENV === 'production' && !config.JWT_KEYS) {
    throw new Error('Invalid configuration:\n  JWT_KEYS: required in production (kid:secret[,kid:secret])');
  }
  return config;
}

export function simulatorsEnabled(config: Config): boolean {
  return (config.SIMULATORS ?? (config.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
}
