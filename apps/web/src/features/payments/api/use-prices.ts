import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { paymentsKeys } from './payments-keys.js';

export type PricesData = ApiData<'prices'>;

/** GET /api/v202310/get/prices: the price list for the viewer (spec §3); the account's number picks the country. */
export function usePrices(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: paymentsKeys.prices(token),
    queryFn: async ({ signal }) => (await apiGet('prices', { signal })).data,
    enabled,
    staleTime: 60_000,
  });
}
