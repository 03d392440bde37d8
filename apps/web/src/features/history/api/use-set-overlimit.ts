import { useQueryClient } from '@tanstack/react-query';
import type { ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { historyKeys } from './history-keys.js';

/** Both switches answer the new setting, which replaces the cached one. */
function useShowSetting() {
  const qc = useQueryClient();
  return (data: ApiData<'overlimit'>) => qc.setQueryData(historyKeys.overlimit(useSession.getState().token), data);
}

/** POST overlimitEnable: searches past the daily free limit are paid from now on. */
export function useEnableOverlimit(opts: WriteOptions<'overlimitEnable'> = {}) {
  const show = useShowSetting();
  return useWrite('overlimitEnable', {
    ...opts,
    onSuccess: (data, body) => {
      show(data);
      return opts.onSuccess?.(data, body);
    },
  });
}

/** POST overlimitDisable: no paid searches past the daily free limit. */
export function useDisableOverlimit(opts: WriteOptions<'overlimitDisable'> = {}) {
  const show = useShowSetting();
  return useWrite('overlimitDisable', {
    ...opts,
    onSuccess: (data, body) => {
      show(data);
      return opts.onSuccess?.(data, body);
    },
  });
}
