import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { historyKeys } from './history-keys.js';

/** GET overlimit: whether searches past the daily free limit are paid, the limit and what is left. */
export function useOverlimit(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: historyKeys.overlimit(token),
    queryFn: async ({ signal }) => (await apiGet('overlimit', { signal })).data,
    enabled: enabled && token !== null,
  });
}
