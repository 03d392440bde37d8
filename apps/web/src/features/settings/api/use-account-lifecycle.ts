import { useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { ACCOUNT_QUERY_ROOT, settingsKeys } from './settings-keys.js';

/** Spec §4/§9: the profile is refreshed this long after a cancelled deactivation. */
export const CANCEL_REFRESH_MS = 500;

/** POST accountDeactivate with the typed number: the privacy settings (removed items) change. */
export function useDeactivate(opts: WriteOptions<'accountDeactivate'> = {}) {
  const qc = useQueryClient();
  return useWrite('accountDeactivate', {
    ...opts,
    onSuccess: async (data, body) => {
      await qc.invalidateQueries({ queryKey: settingsKeys.privacy(useSession.getState().token) });
      return opts.onSuccess?.(data, body);
    },
  });
}

/** POST accountDeactivate {cancel: "1"}; the profile and privacy settings are refreshed 0.5 s later. */
export function useCancelDeactivation(opts: WriteOptions<'accountDeactivate'> = {}) {
  const qc = useQueryClient();
  return useWrite('accountDeactivate', {
    ...opts,
    onSuccess: (data, body) => {
      setTimeout(() => {
        void qc.invalidateQueries({ queryKey: ACCOUNT_QUERY_ROOT });
        void qc.invalidateQueries({ queryKey: settingsKeys.privacy(useSession.getState().token) });
      }, CANCEL_REFRESH_MS);
      return opts.onSuccess?.(data, body);
    },
  });
}

/** POST accountDelete with the typed number and the reviews choice. */
export function useDeleteAccount(opts: WriteOptions<'accountDelete'> = {}) {
  return useWrite('accountDelete', opts);
}

/** GET accountExport, saved as a JSON file. */
export async function downloadExport(): Promise<void> {
  const { data } = await apiGet('accountExport');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `numscope-export-${new Date(data.exportedAtTimestamp * 1000).toISOString().slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
