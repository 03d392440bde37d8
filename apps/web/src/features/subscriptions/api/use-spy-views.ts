import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { subscriptionsKeys } from './subscriptions-keys.js';

/**
 * GET /api/v202405/subscription/spy/views: who looked my number up (spy), newest first. Asked only
 * once the subscriptions say spy gives its benefits (`enabled`): without it the server answers 402.
 */
export function useSpyViews(enabled: boolean) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: subscriptionsKeys.spyViews(token),
    queryFn: async ({ signal }) => (await apiGet('spyViews', { query: { limit: 100, offset: 0 }, signal })).data,
    enabled: enabled && token !== null,
  });
}
