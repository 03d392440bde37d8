import { useQueryClient } from '@tanstack/react-query';
import { setShownBalance } from '../../../lib/balance.js';
import { refreshNumber } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/**
 * POST commentHide: hides a comment on my own number for a month. The new balance is shown at
 * once; that number's profile and comment pages are refetched (the comment shows as hidden).
 */
export function useHideComment(phone: string, opts: WriteOptions<'commentHide'> = {}) {
  const qc = useQueryClient();
  return useWrite('commentHide', {
    ...opts,
    onSuccess: async (data, body) => {
      setShownBalance(qc, data.balance);
      opts.onSuccess?.(data, body);
      await refreshNumber(qc, phone, ['profile', 'comments']);
    },
  });
}
