import { useQueryClient } from '@tanstack/react-query';
import { numberKeys } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { bumpThreadCount } from './patch-comment.js';

/** POST threadDelete: removes my reply; that comment's thread is refetched and its reply count drops by one. */
export function useDeleteReply(phone: string, commentId: number, opts: WriteOptions<'threadDelete'> = {}) {
  const qc = useQueryClient();
  return useWrite('threadDelete', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      bumpThreadCount(qc, phone, commentId, -1);
      await qc.invalidateQueries({ queryKey: numberKeys.threads(phone, commentId) });
    },
  });
}
