import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { numberKeys } from './keys.js';
import { retryUnlessClientError } from './retry.js';

/** The number lookup (GET /api/v202310/search/{phone}): profile, metrics, tags, names and the first page of comments. */
export function useNumberProfile(phone: string, locale: string) {
  return useQuery({
    queryKey: numberKeys.profile(phone, locale),
    queryFn: async ({ signal }) => {
      const res = await apiGet('search', {
        params: { phone },
        query: { locale, paidSearch: '0', source: 'WEB' },
        signal,
      });
      // The remaining-search counter near the search box reads the latest lookup's count.
      useSession.getState().setLeftRequests(res.data.common.leftRequests);
      return res.data;
    },
    enabled: phone.length > 1,
    retry: retryUnlessClientError,
    staleTime: 60_000,
  });
}
