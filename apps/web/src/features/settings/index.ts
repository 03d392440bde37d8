/** Public API of the settings feature: language, theme and the settings panel (spec §2 settings pages). */
export { LanguageSelect } from './components/language-select.js';
export { ThemeToggle } from './components/theme-toggle.js';
export { useSettingsStore, storedTheme, type ThemeName, type Direction } from './model/settings-store.js';
export { switchLocale } from './model/locale-actions.js';
export { startDocumentSync } from './model/document-sync.js';
