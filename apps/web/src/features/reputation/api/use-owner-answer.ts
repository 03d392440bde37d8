import { useQueryClient } from '@tanstack/react-query';
import { refreshNumber } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/** POST ownerAnswer: the verified owner answers a review once; the number's comment pages show it. */
export function useOwnerAnswer(phone: string, opts: WriteOptions<'ownerAnswer'> = {}) {
  const qc = useQueryClient();
  return useWrite('ownerAnswer', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await refreshNumber(qc, phone, ['profile', 'comments']);
    },
  });
}
