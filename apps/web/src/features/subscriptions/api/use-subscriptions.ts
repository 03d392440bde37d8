import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiData } from '../../../lib/api.js';
import { retryUnlessClientError } from '../../../lib/retry.js';
import { useSession } from '../../../lib/session.js';
import { subscriptionsKeys } from './subscriptions-keys.js';

export type SubscriptionsData = ApiData<'subscriptions'>;

/** GET /api/v202405/subscription/list: my spy and antispy subscriptions and lifetime PRO. */
export function useSubscriptions() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: subscriptionsKeys.list(token),
    queryFn: async ({ signal }) => (await apiGet('subscriptions', { signal })).data,
    enabled: token !== null,
    retry: retryUnlessClientError,
  });
}
