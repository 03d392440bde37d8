import { useQueryClient } from '@tanstack/react-query';
import { refreshNumber } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/** POST tagVote: adds or takes back my vote for a tag of the number; only that number's profile is refetched. */
export function useVoteTag(phone: string, opts: WriteOptions<'tagVote'> = {}) {
  const qc = useQueryClient();
  return useWrite('tagVote', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await refreshNumber(qc, phone, ['profile']);
    },
  });
}
