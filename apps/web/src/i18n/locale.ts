import {
  countryOf,
  DEFAULT_LOCALE,
  findLocale,
  localeFromBrowser,
  localeFromSegment,
  matchLocale,
  type LocaleInfo,
} from '@numscope/contract';

export { localeFromBrowser, localeFromSegment };

/**
 * Locale choice of spec §5, as pure functions (no window, no storage) so they can be unit tested.
 * Order: a `/{lang}/…` path prefix, then the stored choice, then the browser language, then English.
 */

/** The locale of a `/{lang}/…` path prefix, if the first segment names one. */
export function localeFromPath(pathname: string): LocaleInfo | undefined {
  const first = pathname.split('/').find((s) => s !== '');
  return localeFromSegment(first);
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
