import { useQueryClient } from '@tanstack/react-query';
import { refreshNumber } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/** POST noticeAdd: my private note on the number (add or edit); only that number's profile is refetched. */
export function useSaveNote(phone: string, opts: WriteOptions<'noticeAdd'> = {}) {
  const qc = useQueryClient();
  return useWrite('noticeAdd', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await refreshNumber(qc, phone, ['profile']);
    },
  });
}
