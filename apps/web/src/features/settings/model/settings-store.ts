import { DEFAULT_LOCALE, findLocale, LOCALE_COOKIE, LOCALE_COOKIE_MS, STORAGE_KEYS } from '@numscope/contract';
import { writeCookie } from '../../../lib/cookies.js';
import { create } from 'zustand';
import { readStorage, writeStorage } from '../../../lib/storage.js';

export type ThemeName = 'light' | 'dark';

/** The sub-pages of the settings panel (spec §2), each its own open flag (spec §4). */
export type SettingsPage = 'language' | 'theme' | 'privacy' | 'privacyDelete' | 'paymentExtra';

/** The open flag of each sub-page. */
export type SettingsPageFlags = Record<SettingsPage, boolean>;

const CLOSED_PAGES: SettingsPageFlags = { language: false, theme: false, privacy: false, privacyDelete: false, paymentExtra: false };

/** Which sub-page shows: the deepest open one (privacy full delete sits inside privacy). */
export function currentSettingsPage(pages: SettingsPageFlags): SettingsPage | 'main' {
  if (pages.privacyDelete) return 'privacyDelete';
  for (const page of ['privacy', 'language', 'theme', 'paymentExtra'] as const) if (pages[page]) return page;
  return 'main';
}
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
  /** The main settings page (the panel itself). */
  settingsOpen: boolean;
  /** The sub-pages' open flags; opening one opens main too (spec §4: opening privacy also opens main). */
  settingsPages: SettingsPageFlags;

  setTheme: (theme: ThemeName, opts?: { persist?: boolean }) => void;
  toggleTheme: () => void;
  setDirection: (direction: Direction) => void;
  toggleDirection: () => void;
  /** Sets the locale and the direction it implies; `persist` stores it as the user's choice. */
  setLocale: (code: string, opts?: { persist?: boolean }) => void;
  openSettings: () => void;
  /** Opens a sub-page with the pages it sits in (main; privacy for the full delete page). */
  openSettingsPage: (page: SettingsPage) => void;
  /** The back button: steps out of the current sub-page only. */
  settingsBack: () => void;
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
  settingsPages: CLOSED_PAGES,

  setTheme: (theme, opts = { persist: true }) => {
    if (opts.persist) writeStorage(STORAGE_KEYS.theme, theme);
    set({ theme, themeChosen: get().themeChosen || Boolean(opts.persist) });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  setDirection: (direction) => set({ direction }),
  toggleDirection: () => set({ direction: get().direction === 'rtl' ? 'ltr' : 'rtl' }),
  setLocale: (code, opts = {}) => {
    const info = findLocale(code) ?? initialLocale;
    if (opts.persist) {
      writeStorage(STORAGE_KEYS.localePrefix, info.code);
      writeCookie(LOCALE_COOKIE, info.code, LOCALE_COOKIE_MS);
    }
    set({ locale: info.code, direction: info.dir });
  },
  openSettings: () => set({ settingsOpen: true }),
  openSettingsPage: (page) =>
    set({
      settingsOpen: true,
      settingsPages: { ...CLOSED_PAGES, [page]: true, privacy: page === 'privacy' || page === 'privacyDelete' },
    }),
  settingsBack: () => {
    const page = currentSettingsPage(get().settingsPages);
    if (page === 'main') set({ settingsOpen: false });
    else set({ settingsPages: { ...get().settingsPages, [page]: false } });
  },
  closeSettings: () => set({ settingsOpen: false, settingsPages: CLOSED_PAGES }),
}));
