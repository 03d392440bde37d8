import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@numscope/contract';
import { translationFileLocale } from './locale.js';

/** Where a locale's flat translation file is served (same origin, spec §7). */
export function translationUrl(locale: string): string {
  return `/localeModule/json/${translationFileLocale(locale)}.json`;
}

async function fetchTranslations(locale: string): Promise<Record<string, string>> {
  // A plain GET, so it is the very request the page's preload hint made (the server's Link header).
  const res = await fetch(translationUrl(locale));
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as Record<string, string>;
}

/** The locale's file, or the default locale's when it fails to load (logged only, spec §8). */
function fetchWithFallback(language: string): Promise<Record<string, string>> {
  return fetchTranslations(language).catch((err: unknown) => {
    console.warn(`Translations for ${language} could not be loaded from ${translationUrl(language)}`, err);
    if (language === DEFAULT_LOCALE) throw err;
    return fetchTranslations(DEFAULT_LOCALE);
  });
}

/**
 * A tiny i18next backend for a language switch: fetches `/localeModule/json/{locale}.json`. Every
 * locale file is complete (translations.test.ts), so no fallback file is downloaded beside it.
 */
const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetchWithFallback(language).then(
      (data) => callback(null, data),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
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
  // Complete locales need no fallback file (see fetchBackend).
  fallbackLng: false,
  // Only the exact locale file exists (there is no ru.json next to ru-RU.json).
  load: 'currentOnly',
  react: { useSuspense: false },
  showSupportNotice: false,
};

export const i18n = i18next;

/**
 * Starts i18next with the first locale's text as it arrived. Through the backend, i18next would
 * copy every key into a new bundle and start in a task of its own: both on a phone's way to the
 * first render (decision 036). Later switches load through the backend. When no file loads at all,
 * the page still starts, showing the keys.
 */
export async function initI18n(locale: string): Promise<void> {
  let text: Record<string, string> = {};
  let failure: unknown;
  try {
    text = await fetchWithFallback(locale);
  } catch (err) {
    failure = err;
  }
  await i18next
    .use(fetchBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: locale, resources: { [locale]: { common: text } }, partialBundledLanguages: true, initAsync: false });
  rememberLanguageCodes(i18next.services.languageUtils as LanguageUtils);
  if (failure) throw failure;
}

interface LanguageUtils {
  formatLanguageCode(code: string): string;
}

/**
 * i18next canonicalises the language code through `Intl.getCanonicalLocales` on every `t()` call,
 * a tenth of a number page's first render on a phone. A code's canonical form never changes, so
 * each is worked out once.
 */
function rememberLanguageCodes(utils: LanguageUtils): void {
  const format = utils.formatLanguageCode.bind(utils);
  const known = new Map<string, string>();
  utils.formatLanguageCode = (code) => {
    let formatted = known.get(code);
    if (formatted === undefined) {
      formatted = format(code);
      known.set(code, formatted);
    }
    return formatted;
  };
}
