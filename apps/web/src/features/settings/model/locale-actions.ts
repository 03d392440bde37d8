import { findLocale, DEFAULT_LOCALE } from '@numscope/contract';
import { i18n } from '../../../i18n/index.js';
import { useSettingsStore } from './settings-store.js';

let latest = 0;

/**
 * Switches the interface language: loads its translations first (so the page never flashes keys),
 * then updates the store, which updates <html lang dir>. `persist` stores the user's choice.
 */
export async function switchLocale(code: string, opts: { persist: boolean }): Promise<void> {
  const info = findLocale(code) ?? findLocale(DEFAULT_LOCALE)!;
  const ticket = ++latest;
  if (i18n.language !== info.code) {
    try {
      await i18n.changeLanguage(info.code);
    } catch (e) {
      console.warn('Language change failed', e);
    }
  }
  if (ticket !== latest) return; // a later switch superseded this one
  useSettingsStore.getState().setLocale(info.code, opts);
}
