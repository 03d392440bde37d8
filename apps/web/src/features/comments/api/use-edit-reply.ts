import { useQueryClient } from '@tanstack/react-query';
import { numberKeys } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/** POST threadEdit: my reply's new text; only that comment's thread is refetched. */
export function useEditReply(phone: string, commentId: number, opts: WriteOptions<'threadEdit'> = {}) {
  const qc = useQueryClient();
  return useWrite('threadEdit', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await qc.invalidateQueries({ queryKey: numberKeys.threads(phone, commentId) });
    },
  });
}
