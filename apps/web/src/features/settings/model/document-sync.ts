import { useSettingsStore, type SettingsState } from './settings-store.js';

/** Mirrors the settings onto <html>: lang, dir and data-theme (the CSS switches on them). */
function apply(state: Pick<SettingsState, 'locale' | 'direction' | 'theme'>): void {
  const html = document.documentElement;
  html.lang = state.locale;
  html.dir = state.direction;
  html.dataset.theme = state.theme;
  html.style.colorScheme = state.theme;
}

export function startDocumentSync(): () => void {
  apply(useSettingsStore.getState());
  const unsubscribe = useSettingsStore.subscribe((state, prev) => {
    if (state.locale !== prev.locale || state.direction !== prev.direction || state.theme !== prev.theme) apply(state);
  });

  // Until the user picks a theme, follow the system's.
  const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  const onSystemChange = (e: MediaQueryListEvent) => {
    if (!useSettingsStore.getState().themeChosen) useSettingsStore.getState().setTheme(e.matches ? 'dark' : 'light', { persist: false });
  };
  media?.addEventListener('change', onSystemChange);
  return () => {
    unsubscribe();
    media?.removeEventListener('change', onSystemChange);
  };
}
