import { ERRORS, TIMINGS_MS, type AuthCheckResult, type AuthInstruction, type AuthMethod } from '@numscope/contract';
import { isApiError } from '../../../lib/api.js';

export type ConfirmedAuth = Extract<AuthCheckResult, { status: true }>;

/** authError of spec §3: the numeric code of a failed auth step (its body's status_code), 10000 otherwise. */
export function authErrorCode(error: unknown): number {
  if (error instanceof AuthFlowError) return error.statusCode;
  if (isApiError(error)) return error.serverStatusCode ?? error.statusCode;
  return ERRORS.INTERNAL.status_code;
}

/** A sign-in step that failed with a known code (2010: never confirmed). */
export class AuthFlowError extends Error {
  constructor(readonly statusCode: number) {
    super(`Sign-in failed (${statusCode})`);
    this.name = 'AuthFlowError';
  }
}

export interface PollPlan {
  /** Wait before the first check. */
  firstWait: number;
  interval: number;
  tries: number;
}

/** Spec §4/§9: wait 3000 ms, then up to 10 checks 3500 ms apart. */
export const CHECK_PLAN: PollPlan = {
  firstWait: TIMINGS_MS.authFirstWait,
  interval: TIMINGS_MS.authPollInterval,
  tries: TIMINGS_MS.authPollTries,
};

/** How long a full check window lasts: from its start to the last check. */
export function checkWindowMs(plan: PollPlan = CHECK_PLAN): number {
  return plan.firstWait + (plan.tries - 1) * plan.interval;
}

/**
 * The plan that resumes a window started `elapsedMs` ago (after a reload): the checks it still had
 * left, at the same times. A window that is over has no tries left.
 */
export function resumePlan(elapsedMs: number, plan: PollPlan = CHECK_PLAN): PollPlan {
  const e = Math.max(0, elapsedMs);
  if (e <= plan.firstWait) return { ...plan, firstWait: plan.firstWait - e };
  const done = Math.floor((e - plan.firstWait) / plan.interval) + 1;
  const tries = Math.max(0, plan.tries - done);
  const nextAt = plan.firstWait + done * plan.interval;
  return { ...plan, tries, firstWait: tries > 0 ? nextAt - e : 0 };
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * The check flow of spec §4: wait, then poll until the response status is true. A network failure
 * counts as an unanswered try; an API error (expired or unknown code…) ends the flow with its code.
 * Never confirmed → AuthFlowError(2010).
 */
export async function pollUntilConfirmed(opts: {
  check: (signal?: AbortSignal) => Promise<AuthCheckResult>;
  plan?: PollPlan;
  sleep?: Sleep;
  signal?: AbortSignal;
  onTry?: (attempt: number) => void;
}): Promise<ConfirmedAuth> {
  const plan = opts.plan ?? CHECK_PLAN;
  const wait = opts.sleep ?? sleep;
  for (let i = 0; i < plan.tries; i++) {
    await wait(i === 0 ? plan.firstWait : plan.interval, opts.signal);
    opts.onTry?.(i + 1);
    try {
      const res = await opts.check(opts.signal);
      if (res.status) return res;
    } catch (e) {
      if (opts.signal?.aborted) throw e;
      if (!(isApiError(e) && e.code === 'NETWORK')) throw e;
    }
  }
  throw new AuthFlowError(ERRORS.AUTH_NOT_CONFIRMED.status_code);
}

/** The preferred method first, the others in the server's order. */
export function orderMethods(methods: readonly AuthInstruction[], preferred: AuthMethod | null | undefined): AuthInstruction[] {
  const first = methods.filter((m) => m.method === preferred);
  return [...first, ...methods.filter((m) => m.method !== preferred)];
}

/** `m:ss` of a remaining time, never negative. */
export function formatCountdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The code as it is shown: two groups of three digits. */
export function formatCode(code: string): string {
  return /^\d{6}$/.test(code) ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}
