import { useQueryClient } from '@tanstack/react-query';
import { refreshNumber } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/** POST noticeDelete: deletes my private note on the number; only that number's profile is refetched. */
export function useDeleteNote(phone: string, opts: WriteOptions<'noticeDelete'> = {}) {
  const qc = useQueryClient();
  return useWrite('noticeDelete', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await refreshNumber(qc, phone, ['profile']);
    },
  });
}
