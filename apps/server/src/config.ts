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
  return { ...parsed.data, ...overrides };
}
