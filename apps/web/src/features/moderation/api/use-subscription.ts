import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { useModerationStore } from '../model/moderation-store.js';

/** Keeps the status a subscription call returned per comment_id (the profile payload does not carry it). */
const remember = (data: { status: 'active' | 'canceled'; comment_id: number }) =>
  useModerationStore.getState().setSubscription(data.comment_id, data.status);

/** POST commentSubscribe: follow a comment's replies. */
export function useSubscribe(opts: WriteOptions<'commentSubscribe'> = {}) {
  return useWrite('commentSubscribe', {
    ...opts,
    onSuccess: (data, body) => {
      remember(data);
      return opts.onSuccess?.(data, body);
    },
  });
}

/** POST commentUnsubscribe: stop following a comment's replies. */
export function useUnsubscribe(opts: WriteOptions<'commentUnsubscribe'> = {}) {
  return useWrite('commentUnsubscribe', {
    ...opts,
    onSuccess: (data, body) => {
      remember(data);
      return opts.onSuccess?.(data, body);
    },
  });
}
