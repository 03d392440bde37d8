/**
 * The renewal schedule (docs/decisions/021-subscriptions.md). The first automatic charge is tried
 * a day before the paid time ends; a refused charge is retried after 6 h, 1 day and 2 days; the
 * benefits go on for a grace period of 3 days after the end while retries run, then it expires.
 */
const HOUR = 60 * 60 * 1000;
export const RENEW_AHEAD_MS = 24 * HOUR;
export const RETRY_DELAYS_MS = [6 * HOUR, 24 * HOUR, 48 * HOUR] as const;
export const GRACE_MS = 72 * HOUR;
/** A pause longer than this resumes on its own. */
export const MAX_PAUSE_MS = 90 * 24 * HOUR;

/** One calendar month later (UTC), as the periods of payments are counted. */
export function addMonth(d: Date): Date {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + 1);
  return r;
}

/** The next automatic attempt after `failures` refused charges, or null when the schedule is spent or past the grace. */
export function nextRetry(now: Date, failures: number, expiresAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[failures - 1];
  if (delay === undefined) return null;
  const at = new Date(now.getTime() + delay);
  return at.getTime() < expiresAt.getTime() + GRACE_MS ? at : null;
}
