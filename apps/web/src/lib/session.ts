import { STORAGE_KEYS } from '@numscope/contract';
import { create } from 'zustand';
import { readStorage, removeStorage, writeStorage } from './storage.js';

/**
 * Who is using the app. A visitor is anyone without a stored access token (spec §3, §6); signing in
 * stores the token under `token`, signing out (or a 403/426 from the API) removes it.
 */
interface SessionState {
  token: string | null;
  signIn: (token: string) => void;
  signOut: () => void;
  /** Re-reads local storage (another tab signed in or out). */
  sync: () => void;
}

export const useSession = create<SessionState>((set) => ({
  token: readStorage(STORAGE_KEYS.token),
  signIn: (token) => {
    writeStorage(STORAGE_KEYS.token, token);
    set({ token });
  },
  signOut: () => {
    removeStorage(STORAGE_KEYS.token);
    set({ token: null });
  },
  sync: () => set({ token: readStorage(STORAGE_KEYS.token) }),
}));

export const getToken = (): string | null => useSession.getState().token;
export const useIsSignedIn = (): boolean => useSession((s) => s.token !== null);
