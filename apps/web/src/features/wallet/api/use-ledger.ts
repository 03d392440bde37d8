import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';

/** Query keys of the wallet; they carry the token so another account never sees cached data. */
export const walletKeys = {
  ledger: (token: string | null) => ['wallet', 'ledger', token] as const,
};

/**
 * GET ledger: my NumCy movements, newest first (every spend and credit is a ledger entry). Spends
 * happen on other pages, so the list is fetched afresh whenever it is shown.
 */
export function useLedger(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: walletKeys.ledger(token),
    queryFn: async ({ signal }) => (await apiGet('ledger', { query: { limit: 50, offset: 0 }, signal })).data,
    enabled: enabled && token !== null,
    refetchOnMount: 'always',
  });
}
