import { useQueryClient } from '@tanstack/react-query';
import { refreshNumber } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/**
 * POST commentAdd: adds my review of the number, or updates it (the same call). The number's
 * profile (my comment, counts, index) and its comment pages change; its threads do not.
 */
export function useSaveMyComment(phone: string, opts: WriteOptions<'commentAdd'> = {}) {
  const qc = useQueryClient();
  return useWrite('commentAdd', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await refreshNumber(qc, phone, ['profile', 'comments']);
    },
  });
}
