import { STORAGE_KEYS, TIMINGS_MS } from '@numscope/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError, type ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { writeStorage } from '../../../lib/storage.js';

export type Me = ApiData<'me'>;

/** Query keys of the signed-in account; they carry the token so another account never sees cached data. */
export const accountKeys = {
  all: ['account'] as const,
  me: (token: string | null) => ['account', 'me', token] as const,
  balance: (token: string | null) => ['account', 'balance', token] as const,
};

const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500) && failureCount < 2;

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
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });

export function useMe(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...meQuery(token), enabled: enabled && token !== null });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** GET /api/v6/numcy/balance; the loading state lasts at least 750 ms (spec §7/§9) so it never flickers. */
export async function fetchBalance(signal?: AbortSignal): Promise<number> {
  const [res] = await Promise.all([apiGet('balance', { signal }), delay(TIMINGS_MS.balanceMinLoading)]);
  writeStorage(STORAGE_KEYS.balance, String(res.data.balance));
  return res.data.balance;
}

export function useBalance(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: accountKeys.balance(token),
    queryFn: ({ signal }) => fetchBalance(signal),
    enabled: enabled && token !== null,
    retry: retryUnlessClientError,
    staleTime: 30_000,
  });
}
