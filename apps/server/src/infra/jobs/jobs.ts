import { createHash } from 'node:crypto';
import cronParser from 'cron-parser';
import type { z } from 'zod';

/**
 * Scheduled and retried work that runs once across server instances (docs/decisions/011-jobs.md).
 * A job is a definition: its name, what its data looks like, its schedule and its retry policy,
 * and a handler that must be safe to run twice (a retry after a crash runs it again).
 */
export interface RetryPolicy {
  /** Retries after the first attempt; 0 runs the job once. */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Doubles the delay after each failed attempt. */
  backoff: boolean;
}

export interface JobContext {
  /** 1 on the first run, 2 on the first retry. */
  attempt: number;
  jobId: string;
}

export interface JobDefinition<D = unknown> {
  /** Unique, `area-what` in kebab case: it names the queue (and the pg-boss table partition). */
  name: string;
  /** Checks data on enqueue, so a bad payload fails at the caller, not in a worker later. */
  data: z.ZodType<D>;
  /** UTC cron; each tick is enqueued once across every instance (its key is the tick time). */
  cron?: string;
  retry: RetryPolicy;
  handler(data: D, ctx: JobContext): Promise<void>;
}

/** Any definition, whatever its data (lists of jobs hold these). */
export interface AnyJobDefinition {
  name: string;
  data: z.ZodType;
  cron?: string;
  retry: RetryPolicy;
  handler(data: never, ctx: JobContext): Promise<void>;
}

export interface EnqueueOptions {
  /** Idempotency key: a second enqueue with the same key (while the first is kept) adds nothing. */
  singletonKey?: string;
  /** Not before this time (from the app's Clock). */
  startAfter?: Date;
}

export interface Jobs {
  readonly kind: 'pg-boss' | 'in-process';
  define(def: AnyJobDefinition): void;
  /** Starts working queues and the scheduler. Enqueueing works before start. */
  start(): Promise<void>;
  /** Stops taking new jobs and waits for the running ones (graceful). */
  stop(): Promise<void>;
  /** The job's id, or null when the singleton key was already taken. */
  enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<string | null>;
  /** Enqueues the latest due tick of every scheduled job now; the runner also does this on its own. */
  runSchedules(): Promise<void>;
}

/** Lets a definition's data type flow into its handler. */
export function defineJob<D>(def: JobDefinition<D>): JobDefinition<D> {
  return def;
}

/** The latest tick of a cron at or before `now` (UTC). */
export function latestTick(cron: string, now: Date): Date {
  const next = cronParser.parseExpression(cron, { currentDate: new Date(now.getTime() + 1), tz: 'UTC' });
  return next.prev().toDate();
}

/** The key of one scheduled tick: every instance derives the same one, so it is enqueued once. */
export const tickKey = (tick: Date) => `tick:${tick.toISOString()}`;

/** Seconds to wait before the retry that follows failed attempt number `attempt`. */
export function retryDelaySeconds(policy: RetryPolicy, attempt: number): number {
  return policy.backoff ? policy.delaySeconds * 2 ** (attempt - 1) : policy.delaySeconds;
}

/** A stable UUID for a job's idempotency key (pg-boss dedupes on the job id). */
export function keyUuid(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function parseData<D>(def: { name: string; data: z.ZodType<D> }, data: unknown): D {
  const parsed = def.data.safeParse(data);
  if (!parsed.success)
    throw new Error(`job ${def.name}: invalid data: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}
