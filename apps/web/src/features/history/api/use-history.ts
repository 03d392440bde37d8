import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { historyKeys } from './history-keys.js';

export type HistoryItem = ApiData<'historyList'>['items'][number];

/** GET historyList: my searches, newest first; lookups happen on other pages, so it is fetched afresh whenever shown. */
export function useHistory(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: historyKeys.list(token),
    queryFn: async ({ signal }) => (await apiGet('historyList', { query: { limit: 100, offset: 0 }, signal })).data,
    enabled: enabled && token !== null,
    refetchOnMount: 'always',
  });
}
