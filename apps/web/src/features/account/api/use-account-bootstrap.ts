import { STORAGE_KEYS } from '@numscope/contract';
import { useSession } from '../../../lib/session.js';
import { readStorage } from '../../../lib/storage.js';
import { useBalance } from '../../../lib/balance.js';
import { useMe } from './account-queries.js';

/** Whether the stored balance asks for a reload (spec §4: below 1, it is reloaded). */
export function balanceNeedsReload(stored: string | null): boolean {
  const n = Number(stored);
  return stored === null || !Number.isFinite(n) || n < 1;
}

/**
 * Spec §4 on start and after sign-in: signed in with profile id 0 → load the own profile; a balance
 * below 1 → reload it. A token the server rejects fails here with 403 and lands on /not-authorized.
 */
export function useAccountBootstrap(): void {
  const signedIn = useSession((s) => s.token !== null);
  const profileId = useSession((s) => s.profileId);
  useMe(signedIn && profileId === 0);
  useBalance(signedIn && balanceNeedsReload(readStorage(STORAGE_KEYS.balance)));
}
