import { LIMITS } from '@numscope/contract';

/**
 * The remaining-search counter (spec §6): only for signed-in users with 5 or fewer searches left,
 * never below 0. Null hides it.
 */
export function remainingToShow(signedIn: boolean, leftRequests: number | null | undefined): number | null {
  if (!signedIn || leftRequests === null || leftRequests === undefined || !Number.isFinite(leftRequests)) return null;
  if (leftRequests > LIMITS.remainingSearchWarning) return null;
  return Math.max(0, Math.floor(leftRequests));
}
