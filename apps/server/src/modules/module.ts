import type { FastifyInstance } from 'fastify';
import type { Area } from '@numscope/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { Clock } from '../infra/clock.js';
import type { Jobs } from '../infra/jobs/index.js';
import type { KvStore } from '../infra/kv-store.js';
import type { WebhookDispatch } from '../http/webhooks.js';

/** What every module gets when it registers: the same few things, built once by buildApp. */
export interface ModuleDeps {
  config: Config;
  db: Database;
  /** Write transactions that rebuild touched numbers' cards before commit. */
  uow: UnitOfWork;
  kv: KvStore;
  clock: Clock;
  /** The job runner: a module defines its scheduled and retried jobs here when it registers. */
  jobs: Jobs;
  /** `/api/v1/webhooks/:provider`: a module registers the endpoints of its provider registry here. */
  webhooks: WebhookDispatch;
  /** Prefix of shared keys (tests give each app its own). */
  keyPrefix: string;
}

/**
 * One area of the server (docs/decisions/014-module-shape-and-areas.md): `<area>.routes.ts` (parse,
 * call the service), `<area>.service.ts` (rules; one object parameter; access first),
 * `<area>.repository.ts` (all SQL; an optional querier on every function), `<area>.tables.ts`
 * (Drizzle tables), and `index.ts`, the only file other code imports.
 */
export interface ServerModule {
  area: Area;
  register(app: FastifyInstance, deps: ModuleDeps): void | Promise<void>;
}
