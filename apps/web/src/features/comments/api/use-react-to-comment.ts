import { useQueryClient } from '@tanstack/react-query';
import { setShownBalance } from '../../../lib/balance.js';
import { useWrite } from '../../../lib/use-write.js';
import { patchComment } from './patch-comment.js';

/**
 * POST commentLike: like, dislike and boost (COMMENT_UP) of a comment or reply. The response's
 * counts and flags are merged into the cached comment at once; a boost also shows the new balance.
 */
export function useReactToComment(phone: string) {
  const qc = useQueryClient();
  return useWrite('commentLike', {
    onSuccess: (data, body) => {
      const { balance, ...reactions } = data;
      patchComment(qc, phone, Number(body.comment_id), reactions);
      if (body.like_type === 'COMMENT_UP') setShownBalance(qc, balance);
    },
    needed: 1,
  });
}
