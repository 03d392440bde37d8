import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { notificationKeys } from './notification-keys.js';

type Pages = InfiniteData<ApiData<'notificationsList'>>;

/** Sets the unread count the server answered and marks items read in the cached list (one, or all). */
function useShowRead() {
  const qc = useQueryClient();
  return (unread: number, id: number | null) => {
    const token = useSession.getState().token;
    qc.setQueryData(notificationKeys.unread(token), unread);
    qc.setQueryData<Pages>(notificationKeys.list(token), (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((p) => ({
              ...p,
              unread,
              items: p.items.map((n) => (id === null || n.id === id ? { ...n, read: true } : n)),
            })),
          }
        : old,
    );
  };
}

/** POST notificationsRead: one notification read. */
export function useMarkRead(opts: WriteOptions<'notificationsRead'> = {}) {
  const show = useShowRead();
  return useWrite('notificationsRead', {
    ...opts,
    onSuccess: (data, body) => {
      show(data.unread, Number(body.id));
      return opts.onSuccess?.(data, body);
    },
  });
}

/** POST notificationsReadAll: every notification read. */
export function useMarkAllRead(opts: WriteOptions<'notificationsReadAll'> = {}) {
  const show = useShowRead();
  return useWrite('notificationsReadAll', {
    ...opts,
    onSuccess: (data, body) => {
      show(data.unread, null);
      return opts.onSuccess?.(data, body);
    },
  });
}
