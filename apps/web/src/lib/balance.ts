import { STORAGE_KEYS, TIMINGS_MS } from '@numscope/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from './api.js';
import { isPaidLookup } from './number-cache.js';
import { useSession } from './session.js';
import { writeStorage } from './storage.js';

/**
 * The own NumCy balance: shown in the header and in spending dialogs, and returned by every
 * spending call, so it lives here rather than in one feature. The key carries the token so
 * another account never sees a cached balance.
 */
export const balanceKey = (token: string | null) => ['account', 'balance', token] as const;

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
    queryKey: balanceKey(token),
    queryFn: ({ signal }) => fetchBalance(signal),
    enabled: enabled && token !== null,
    staleTime: 30_000,
    // Back from a payment tab (or another app on a phone): the balance may have grown there.
    refetchOnWindowFocus: 'always',
  });
}

/** Shows the balance a spending call returned (header chip, dialogs) without another request. */
export function setShownBalance(qc: QueryClient, balance: number): void {
  writeStorage(STORAGE_KEYS.balance, String(balance));
  qc.setQueryData(balanceKey(useSession.getState().token), balance);
}

/**
 * A paid order may have made the account PRO, started a subscription or sent a gift besides
 * crediting NumCy: every cached answer is read again (but a paid lookup, which would spend again).
 */
export function refreshAfterPayment(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ predicate: (q) => !isPaidLookup(q.queryKey) });
}
