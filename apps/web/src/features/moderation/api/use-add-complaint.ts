import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { moderationKeys } from './moderation-keys.js';

/** POST complaintAdd: a legal complaint about a comment; my complaints list changes. */
export function useAddComplaint(opts: WriteOptions<'complaintAdd'> = {}) {
  const qc = useQueryClient();
  return useWrite('complaintAdd', {
    ...opts,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      await qc.invalidateQueries({ queryKey: moderationKeys.complaints(useSession.getState().token) });
    },
  });
}
