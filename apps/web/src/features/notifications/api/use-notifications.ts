import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, type ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { notificationKeys } from './notification-keys.js';

export type NotificationItem = ApiData<'notificationsList'>['items'][number];

/** Notifications per page of the list. */
export const NOTIFICATIONS_PAGE = 20;

/** GET notificationsList: my notifications, newest first, a page at a time; fetched afresh whenever the list opens. */
export function useNotifications(enabled = true) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: notificationKeys.list(token),
    queryFn: async ({ pageParam, signal }) =>
      (await apiGet('notificationsList', { query: { limit: NOTIFICATIONS_PAGE, offset: pageParam }, signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    enabled: enabled && token !== null,
    refetchOnMount: 'always',
  });
}
