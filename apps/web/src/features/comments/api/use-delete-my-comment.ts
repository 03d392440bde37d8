import { useQueryClient } from '@tanstack/react-query';
import { refreshNumber } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/** POST commentDelete: deletes my review of the number; its profile and comment pages change. */
export function useDeleteMyComment(phone: string, opts: WriteOptions<'commentDelete'> = {}) {
  const qc = useQueryClient();
  return useWrite('commentDelete', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await refreshNumber(qc, phone, ['profile', 'comments']);
    },
  });
}
