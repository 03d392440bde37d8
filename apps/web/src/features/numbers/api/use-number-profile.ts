import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { setShownBalance } from '../../../lib/balance.js';
import { numberKeys } from '../../../lib/number-cache.js';
import { searchQuery } from './search-query.js';

/** How long a free lookup's answer is kept before the page asks again. */
const PROFILE_FRESH_MS = 60_000;

export async function fetchNumberProfile(qc: QueryClient, phone: string, locale: string, paid: boolean, signal?: AbortSignal) {
  const res = await apiGet('search', { params: { phone }, query: searchQuery(locale, paid), signal });
  // The remaining-search counter near the search box reads the latest lookup's count.
  useSession.getState().setLeftRequests(res.data.common.leftRequests);
  // A paid search spends NumCy: the shown balance follows.
  if (res.data.common.isPaidRequest) setShownBalance(qc, res.data.common.balance);
  return res.data;
}

/**
 * Starts a number's free lookup before its page renders (the router's loader, while the page's code
 * and the translations still load); the page's useNumberProfile then finds it in the cache.
 */
export function prefetchNumberProfile(qc: QueryClient, phone: string, locale: string): Promise<void> {
  if (phone.length <= 1) return Promise.resolve();
  const queryKey = numberKeys.profile(phone, locale, false);
  // The route starts at boot and again as it renders: a lookup that just failed (an invalid number)
  // is an answer too, and is not asked again for as long as a good one would be kept.
  const last = qc.getQueryState(queryKey);
  if (last?.status === 'error' && Date.now() - last.errorUpdatedAt < PROFILE_FRESH_MS) return Promise.resolve();
  // Resolves when the answer is in the cache, or the lookup has failed (never rejects).
  return qc.prefetchQuery({
    queryKey,
    queryFn: ({ signal }) => fetchNumberProfile(qc, phone, locale, false, signal),
    staleTime: PROFILE_FRESH_MS,
  });
}

/**
 * The number lookup (GET /api/v202310/search/{phone}): profile, metrics, tags, names and the first
 * page of comments. `paid` asks for a paid search (after the paid-search panel's button).
 */
export function useNumberProfile(phone: string, locale: string, paid = false) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: numberKeys.profile(phone, locale, paid),
    queryFn: ({ signal }) => fetchNumberProfile(qc, phone, locale, paid, signal),
    enabled: phone.length > 1,
    // A paid lookup is never refetched by itself: each one spends NumCy.
    staleTime: paid ? Infinity : PROFILE_FRESH_MS,
    // The router's early lookup failed (an invalid number, a lost connection): the page shows that
    // answer, with its own Retry, rather than asking again as it mounts.
    retryOnMount: false,
  });
}
