import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { notificationKeys } from './notification-keys.js';

/** GET notificationSettings: the notification flags and the sign-in messenger. */
export function useNotificationSettings() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: notificationKeys.settings(token),
    queryFn: async ({ signal }) => (await apiGet('notificationSettings', { signal })).data,
    enabled: token !== null,
  });
}

/** POST notificationSettingsSet: changes some flags; the answer replaces the cached settings. */
export function useSetNotificationSettings(opts: WriteOptions<'notificationSettingsSet'> = {}) {
  const qc = useQueryClient();
  return useWrite('notificationSettingsSet', {
    ...opts,
    onSuccess: (data, body) => {
      qc.setQueryData(notificationKeys.settings(useSession.getState().token), data);
      return opts.onSuccess?.(data, body);
    },
  });
}
