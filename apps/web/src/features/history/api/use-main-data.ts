import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { retryUnlessClientError } from '../../../lib/retry.js';
import { useSession } from '../../../lib/session.js';

/** GET mainLoad (spec §3 main data): featured numbers, the daily limit, left requests. */
export function useMainData() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['history', 'main', token],
    queryFn: async ({ signal }) => (await apiGet('mainLoad', { signal })).data,
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}

/** GET apkGet (spec §7): the mobile apps' links; the footer shows only the published ones. */
export function useAppLinks() {
  return useQuery({
    queryKey: ['history', 'app-links'],
    queryFn: async ({ signal }) => (await apiGet('apkGet', { signal })).data,
    retry: retryUnlessClientError,
    staleTime: 60 * 60_000,
  });
}
