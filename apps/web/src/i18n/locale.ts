import { countryOf, DEFAULT_LOCALE, findLocale, matchLocale, type LocaleInfo } from '@numscope/contract';

/**
 * Locale choice of spec §5, as pure functions (no window, no storage) so they can be unit tested.
 * Order: a `/{lang}/…` path prefix, then the stored choice, then the browser language, then English.
 */

const LANG_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * The locale a path segment names: a registry key in any letter case (`ru-RU`, `en-us`), or a
 * language tag that is not a key, matched by its language prefix (`ru` → ru-RU, `pt-AO` → pt-BR).
 * Anything else (`search`, `number`, `x1`) names no locale.
 */
export function localeFromSegment(segment: string | undefined): LocaleInfo | undefined {
  if (!segment || !LANG_SEGMENT.test(segment)) return undefined;
  return findLocale(segment.replace('_', '-')) ?? matchLocale(segment);
}

/** The locale of a `/{lang}/…` path prefix, if the first segment names one. */
export function localeFromPath(pathname: string): LocaleInfo | undefined {
  const first = pathname.split('/').find((s) => s !== '');
  return localeFromSegment(first);
}

/** Browser languages (navigator.languages, best first): exact key, then prefix, then English. */
export function localeFromBrowser(languages: readonly string[]): LocaleInfo {
  for (const tag of languages) {
    const found = findLocale(tag) ?? matchLocale(tag);
    if (found) return found;
  }
  return findLocale(DEFAULT_LOCALE)!;
}

export interface LocaleSources {
  pathname: string;
  stored: string | null | undefined;
  browserLanguages: readonly string[];
}

export function resolveLocale({ pathname, stored, browserLanguages }: LocaleSources): LocaleInfo {
  return localeFromPath(pathname) ?? (stored ? findLocale(stored) : undefined) ?? localeFromBrowser(browserLanguages);
}

/**
 * The language part of marketing-site links (terms, privacy…): `ru-ru` when the country is ru,
 * otherwise the locale lower-cased. The country is the locale's unless a known one is given.
 */
export function marketingLang(locale: string, country?: string | null): string {
  const c = (country ?? countryOf(locale) ?? '').toLowerCase();
  return c === 'ru' ? 'ru-ru' : locale.toLowerCase();
}

/** The locale a translation file is named after, for a code i18next may have canonicalised (id-ID → in-ID). */
export function translationFileLocale(code: string): string {
  return (findLocale(code) ?? matchLocale(code) ?? findLocale(DEFAULT_LOCALE)!).code;
}
