import { useQueryClient } from '@tanstack/react-query';
import { refreshNumber } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/** POST reviewRequest: the owner asks moderators to review the number's reputation; the page shows it pending. */
export function useReviewRequest(phone: string, opts: WriteOptions<'reviewRequest'> = {}) {
  const qc = useQueryClient();
  return useWrite('reviewRequest', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await refreshNumber(qc, phone, ['profile']);
    },
  });
}
