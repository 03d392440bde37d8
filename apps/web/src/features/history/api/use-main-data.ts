import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';

/**
 * GET mainLoad (spec §3 main data): featured numbers, the daily limit, left requests. It fills parts
 * below the search box, never what a page first shows: asked at low priority, once `enabled`.
 */
export function useMainData(enabled: boolean) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['history', 'main', token],
    enabled,
    queryFn: async ({ signal }) => (await apiGet('mainLoad', { signal, priority: 'low' })).data,
    staleTime: 5 * 60_000,
  });
}

/**
 * GET apkGet (spec §7): the mobile apps' links; the footer shows only the published ones, and only
 * to a signed-in user, so a visitor's page never asks (low priority).
 */
export function useAppLinks(enabled: boolean) {
  return useQuery({
    queryKey: ['history', 'app-links'],
    enabled,
    queryFn: async ({ signal }) => (await apiGet('apkGet', { signal, priority: 'low' })).data,
    staleTime: 60 * 60_000,
  });
}
