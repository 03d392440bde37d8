import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, type ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { settingsKeys } from './settings-keys.js';

export type Privacy = ApiData<'privacyGet'>;

/** GET privacyGet: anti-spy, profileGoing, the removed-items set and the deactivation state. */
export function usePrivacy(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: settingsKeys.privacy(token),
    queryFn: async ({ signal }) => (await apiGet('privacyGet', { signal })).data,
    enabled: enabled && token !== null,
  });
}

/** POST antispySet: the answer replaces the anti-spy part of the cached privacy settings. */
export function useSetAntispy(opts: WriteOptions<'antispySet'> = {}) {
  const qc = useQueryClient();
  return useWrite('antispySet', {
    ...opts,
    onSuccess: (data, body) => {
      qc.setQueryData<Privacy>(settingsKeys.privacy(useSession.getState().token), (old) => (old ? { ...old, antispy: data } : old));
      return opts.onSuccess?.(data, body);
    },
  });
}

/** POST profileGoingSet: answers the whole privacy settings, which replace the cached ones. */
export function useSetProfileGoing(opts: WriteOptions<'profileGoingSet'> = {}) {
  const qc = useQueryClient();
  return useWrite('profileGoingSet', {
    ...opts,
    onSuccess: (data, body) => {
      qc.setQueryData(settingsKeys.privacy(useSession.getState().token), data);
      return opts.onSuccess?.(data, body);
    },
  });
}
