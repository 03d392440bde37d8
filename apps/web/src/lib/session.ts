import { STORAGE_KEYS } from '@numscope/contract';
import { create } from 'zustand';
import { readStorage, removeStorage, writeStorage } from './storage.js';

export interface Account {
  phoneNumber: string;
  profileId: number;
}

/**
 * Who is using the app (spec §3 authentication state, §6 roles). A visitor is anyone without a
 * stored access token; signing in stores `token`, `phoneNumber` and `profileId`; signing out (or a
 * 403/426 from the API) removes them. `leftRequests` is the remaining-search count of the latest
 * lookup (spec §3 main data), shown near the search box.
 */
interface SessionState {
  token: string | null;
  phoneNumber: string | null;
  /** 0 while unknown (spec §4: signed in with profile id 0 → load the own profile). */
  profileId: number;
  leftRequests: number | null;
  signIn: (token: string, account?: Partial<Account>) => void;
  setAccount: (account: Partial<Account>) => void;
  setLeftRequests: (left: number) => void;
  /** The server renewed the token of this session (x-access-token): keep the account, swap the token. */
  renewToken: (token: string) => void;
  signOut: () => void;
  /** Re-reads local storage (another tab signed in or out). */
  sync: () => void;
}

function storedProfileId(): number {
  const n = Number(readStorage(STORAGE_KEYS.profileId));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

function fromStorage() {
  return { token: readStorage(STORAGE_KEYS.token), phoneNumber: readStorage(STORAGE_KEYS.phoneNumber), profileId: storedProfileId() };
}

export const useSession = create<SessionState>((set, get) => ({
  ...fromStorage(),
  leftRequests: null,
  signIn: (token, account = {}) => {
    writeStorage(STORAGE_KEYS.token, token);
    // A different account may sign in: forget the previous one's details unless given.
    removeStorage(STORAGE_KEYS.phoneNumber);
    removeStorage(STORAGE_KEYS.profileId);
    removeStorage(STORAGE_KEYS.balance);
    set({ token, phoneNumber: null, profileId: 0, leftRequests: null });
    get().setAccount(account);
  },
  setAccount: ({ phoneNumber, profileId }) => {
    if (phoneNumber) {
      writeStorage(STORAGE_KEYS.phoneNumber, phoneNumber);
      set({ phoneNumber });
    }
    if (profileId !== undefined && profileId > 0) {
      writeStorage(STORAGE_KEYS.profileId, String(profileId));
      set({ profileId });
    }
  },
  setLeftRequests: (left) => set({ leftRequests: left }),
  renewToken: (token) => {
    if (get().token === null) return;
    writeStorage(STORAGE_KEYS.token, token);
    set({ token });
  },
  signOut: () => {
    removeStorage(STORAGE_KEYS.token);
    removeStorage(STORAGE_KEYS.phoneNumber);
    removeStorage(STORAGE_KEYS.profileId);
    removeStorage(STORAGE_KEYS.balance);
    set({ token: null, phoneNumber: null, profileId: 0, leftRequests: null });
  },
  sync: () => set(fromStorage()),
}));

export const getToken = (): string | null => useSession.getState().token;
export const useIsSignedIn = (): boolean => useSession((s) => s.token !== null);
