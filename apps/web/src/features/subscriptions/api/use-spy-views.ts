import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { subscriptionsKeys } from './subscriptions-keys.js';

/** GET /api/v202405/subscription/spy/views: who looked my number up (spy), newest first. */
export function useSpyViews() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: subscriptionsKeys.spyViews(token),
    queryFn: async ({ signal }) => (await apiGet('spyViews', { query: { limit: 100, offset: 0 }, signal })).data,
    enabled: token !== null,
  });
}
