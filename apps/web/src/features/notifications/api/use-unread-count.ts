import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { notificationKeys } from './notification-keys.js';

/** How often the header asks for new notifications while the page is open. */
const UNREAD_REFRESH_MS = 60_000;

/** GET notificationsUnread: the header's count; refreshed every minute and when the window regains focus. */
export function useUnreadCount() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: notificationKeys.unread(token),
    queryFn: async ({ signal }) => (await apiGet('notificationsUnread', { signal })).data.unread,
    enabled: token !== null,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
