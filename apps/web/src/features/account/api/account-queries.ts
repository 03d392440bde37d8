import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';

export type Me = ApiData<'me'>;

/** Query keys of the signed-in account; they carry the token so another account never sees cached data. */
export const accountKeys = {
  all: ['account'] as const,
  me: (token: string | null) => ['account', 'me', token] as const,
};

/** GET /api/v6/profile/me; remembers the account's phone number and profile id (spec §4 auth success). */
export async function fetchMe(signal?: AbortSignal): Promise<Me> {
  const res = await apiGet('me', { signal });
  useSession.getState().setAccount({ phoneNumber: res.data.phoneNumber, profileId: res.data.profileId });
  return res.data;
}

/** The own profile of the account signed in with `token` (shared by the bootstrap and the key landing). */
export const meQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.me(token),
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 5 * 60_000,
  });

export function useMe(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...meQuery(token), enabled: enabled && token !== null });
}
