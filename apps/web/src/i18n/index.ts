import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translationFileLocale } from './locale.js';

/** Where a locale's flat translation file is served (same origin, spec §7). */
export function translationUrl(locale: string): string {
  return `/localeModule/json/${translationFileLocale(locale)}.json`;
}

/**
 * A tiny i18next backend: fetches `/localeModule/json/{locale}.json`. A failed load is only logged
 * (spec §8); the fallback language (en-US) then supplies the text.
 */
const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const url = translationUrl(language);
    fetch(url, { headers: { accept: 'application/json' } })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<Record<string, string>>;
      })
      .then(
        (data) => callback(null, data),
        (err: unknown) => {
          console.warn(`Translations for ${language} could not be loaded from ${url}`, err);
          callback(err instanceof Error ? err : new Error(String(err)), false);
        },
      );
  },
};

/** The configuration the spec prescribes (flat keys split by `_`, `%name%` interpolation). */
export const I18N_OPTIONS: InitOptions = {
  ns: ['common'],
  defaultNS: 'common',
  keySeparator: '_',
  nsSeparator: ':',
  interpolation: { prefix: '%', suffix: '%', escapeValue: false },
  fallbackLng: 'en-US',
  // Only the exact locale file exists (there is no ru.json next to ru-RU.json).
  load: 'currentOnly',
  react: { useSuspense: false },
  showSupportNotice: false,
};

export const i18n = i18next;

export async function initI18n(locale: string): Promise<void> {
  await i18next
    .use(fetchBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: locale });
}
