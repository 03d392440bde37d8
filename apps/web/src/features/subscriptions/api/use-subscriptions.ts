import { useQuery } from '@tanstack/react-query';
import { TIMINGS_MS } from '@numscope/contract';
import { apiGet, type ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { subscriptionsKeys } from './subscriptions-keys.js';

export type SubscriptionsData = ApiData<'subscriptions'>;

/**
 * GET /api/v202405/subscription/list: my spy and antispy subscriptions and lifetime PRO. While a
 * renewal is on its way, the provider's callback settles it after the renew call has answered: the
 * list looks again every `subscriptionRefresh` (spec §9, 5 s) until none is renewing, so the new
 * paid-until date shows without a reload.
 */
export function useSubscriptions() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: subscriptionsKeys.list(token),
    queryFn: async ({ signal }) => (await apiGet('subscriptions', { signal })).data,
    enabled: token !== null,
    refetchInterval: (query) => (query.state.data?.subscriptions.some((s) => s.renewing) ? TIMINGS_MS.subscriptionRefresh : false),
  });
}
