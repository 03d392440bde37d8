import { DEFAULT_LOCALE, findLocale, STORAGE_KEYS } from '@numscope/contract';
import { create } from 'zustand';
import { readStorage, writeStorage } from '../../../lib/storage.js';

export type ThemeName = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

/**
 * The settings of spec §3/§4 (theme, direction, locale) and whether the settings panel is open.
 * Server data is not here: TanStack Query owns it (docs/decisions/002-ui-state.md); the toast is
 * lib/toast.ts, the payment modal's flag is the account feature's.
 */
export interface SettingsState {
  theme: ThemeName;
  /** True once the user picked a theme; until then the system preference is followed. */
  themeChosen: boolean;
  direction: Direction;
  locale: string;
  settingsOpen: boolean;

  setTheme: (theme: ThemeName, opts?: { persist?: boolean }) => void;
  toggleTheme: () => void;
  setDirection: (direction: Direction) => void;
  toggleDirection: () => void;
  /** Sets the locale and the direction it implies; `persist` stores it as the user's choice. */
  setLocale: (code: string, opts?: { persist?: boolean }) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

export function storedTheme(): ThemeName | null {
  const v = readStorage(STORAGE_KEYS.theme);
  return v === 'light' || v === 'dark' ? v : null;
}

function systemTheme(): ThemeName {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const initialLocale = findLocale(DEFAULT_LOCALE)!;

export const useSettingsStore = create<SettingsState>((set, get) => ({
  theme: storedTheme() ?? systemTheme(),
  themeChosen: storedTheme() !== null,
  direction: initialLocale.dir,
  locale: initialLocale.code,
  settingsOpen: false,

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
}));
