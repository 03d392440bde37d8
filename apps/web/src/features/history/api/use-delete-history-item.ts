import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { historyKeys } from './history-keys.js';

/** POST historyDelete: removes one search from my history; only the history list is refetched. */
export function useDeleteHistoryItem(opts: WriteOptions<'historyDelete'> = {}) {
  const qc = useQueryClient();
  return useWrite('historyDelete', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await qc.invalidateQueries({ queryKey: historyKeys.list(useSession.getState().token) });
    },
  });
}
