import { DEFAULT_LOCALE, findLocale, STORAGE_KEYS } from '@numscope/contract';
import { create } from 'zustand';
import { readStorage, writeStorage } from '../lib/storage.js';

export type ThemeName = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface Toast {
  id: number;
  message: string;
}

/**
 * UI flags of spec §3/§4 (theme, direction, locale, settings panel, notifications). Server data is
 * not here: TanStack Query owns it (docs/decisions/002-ui-state.md).
 */
export interface UiState {
  theme: ThemeName;
  /** True once the user picked a theme; until then the system preference is followed. */
  themeChosen: boolean;
  direction: Direction;
  locale: string;
  settingsOpen: boolean;
  /** The payment modal of the own profile's balance (spec §2 header). */
  paymentModalOpen: boolean;
  toast: Toast | null;

  setTheme: (theme: ThemeName, opts?: { persist?: boolean }) => void;
  toggleTheme: () => void;
  setDirection: (direction: Direction) => void;
  toggleDirection: () => void;
  /** Sets the locale and the direction it implies; `persist` stores it as the user's choice. */
  setLocale: (code: string, opts?: { persist?: boolean }) => void;
  openSettings: () => void;
  closeSettings: () => void;
  openPaymentModal: () => void;
  closePaymentModal: () => void;
  showToast: (message: string, durationMs: number) => void;
  hideToast: (id?: number) => void;
}

export function storedTheme(): ThemeName | null {
  const v = readStorage(STORAGE_KEYS.theme);
  return v === 'light' || v === 'dark' ? v : null;
}

function systemTheme(): ThemeName {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;
let toastSeq = 0;

const initialLocale = findLocale(DEFAULT_LOCALE)!;

export const useUiStore = create<UiState>((set, get) => ({
  theme: storedTheme() ?? systemTheme(),
  themeChosen: storedTheme() !== null,
  direction: initialLocale.dir,
  locale: initialLocale.code,
  settingsOpen: false,
  paymentModalOpen: false,
  toast: null,

  setTheme: (theme, opts = { persist: true }) => {
    if (opts.persist) writeStorage(STORAGE_KEYS.theme, theme);
    set({ theme, themeChosen: get().themeChosen || Boolean(opts.persist) });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  setDirection: (direction) => set({ direction }),
  toggleDirection: () => set({ direction: get().direction === 'rtl' ? 'ltr' : 'rtl' }),
  setLocale: (code, opts = {}) => {
    const info = findLocale(code) ?? initialLocale;
    if (opts.persist) writeStorage(STORAGE_KEYS.localePrefix, info.code);
    set({ locale: info.code, direction: info.dir });
  },
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
  openPaymentModal: () => set({ paymentModalOpen: true }),
  closePaymentModal: () => set({ paymentModalOpen: false }),
  showToast: (message, durationMs) => {
    const id = ++toastSeq;
    clearTimeout(toastTimer);
    set({ toast: { id, message } });
    toastTimer = setTimeout(() => get().hideToast(id), durationMs);
  },
  hideToast: (id) => {
    if (id === undefined || get().toast?.id === id) set({ toast: null });
  },
}));
