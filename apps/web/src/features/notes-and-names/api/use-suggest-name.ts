import { useQueryClient } from '@tanstack/react-query';
import { refreshNumber } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/** POST suggestAdd: suggests a name for the number; only that number's profile is refetched. */
export function useSuggestName(phone: string, opts: WriteOptions<'suggestAdd'> = {}) {
  const qc = useQueryClient();
  return useWrite('suggestAdd', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await refreshNumber(qc, phone, ['profile']);
    },
  });
}
