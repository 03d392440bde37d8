import { useQueryClient } from '@tanstack/react-query';
import { numberKeys } from '../../../lib/number-cache.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { bumpThreadCount } from './patch-comment.js';

/** POST threadAdd: a reply to one comment; that comment's thread is refetched and its reply count moves by one. */
export function useAddReply(phone: string, commentId: number, opts: WriteOptions<'threadAdd'> = {}) {
  const qc = useQueryClient();
  return useWrite('threadAdd', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      bumpThreadCount(qc, phone, commentId, +1);
      await qc.invalidateQueries({ queryKey: numberKeys.threads(phone, commentId) });
    },
  });
}
