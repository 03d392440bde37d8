/**
 * The locale registry: every interface language of spec §9 plus ko-KR and pt-PT (region mapping only,
 * no flag entry). `complete` marks the locales whose translation file covers every key.
 */
export interface LocaleInfo {
  code: string;
  label: string;
  dir: 'ltr' | 'rtl';
  flag: boolean;
}

export const LOCALES: readonly LocaleInfo[] = [
  { code: 'ar-SA', label: 'العربية', dir: 'rtl', flag: true },
  { code: 'az-AZ', label: 'Azərbaycan', dir: 'ltr', flag: true },
  { code: 'cs-CZ', label: 'Čeština', dir: 'ltr', flag: true },
  { code: 'el-GR', label: 'Ελληνικά', dir: 'ltr', flag: true },
  { code: 'en-US', label: 'English', dir: 'ltr', flag: true },
  { code: 'es-ES', label: 'Español', dir: 'ltr', flag: true },
  { code: 'fr-FR', label: 'Français', dir: 'ltr', flag: true },
  { code: 'he-IL', label: 'עברית', dir: 'rtl', flag: true },
  { code: 'hi-IN', label: 'हिन्दी', dir: 'ltr', flag: true },
  { code: 'in-ID', label: 'Bahasa Indonesia', dir: 'ltr', flag: true },
  { code: 'it-IT', label: 'Italiano', dir: 'ltr', flag: true },
  { code: 'ms-MY', label: 'Bahasa Melayu', dir: 'ltr', flag: true },
  { code: 'pt-BR', label: 'Português (Brasil)', dir: 'ltr', flag: true },
  { code: 'ru-RU', label: 'Русский', dir: 'ltr', flag: true },
  { code: 'sr-RS', label: 'Српски', dir: 'ltr', flag: true },
  { code: 'th-TH', label: 'ไทย', dir: 'ltr', flag: true },
  { code: 'tr-TR', label: 'Türkçe', dir: 'ltr', flag: true },
  { code: 'uk-UA', label: 'Українська', dir: 'ltr', flag: true },
  { code: 'vi-VN', label: 'Tiếng Việt', dir: 'ltr', flag: true },
  { code: 'zh-CN', label: '简体中文', dir: 'ltr', flag: true },
  { code: 'zh-HK', label: '繁體中文', dir: 'ltr', flag: true },
  { code: 'ko-KR', label: '한국어', dir: 'ltr', flag: false },
  { code: 'pt-PT', label: 'Português (Portugal)', dir: 'ltr', flag: false },
];

export const DEFAULT_LOCALE = 'en-US';
export const LOCALE_CODES = LOCALES.map((l) => l.code);

export function findLocale(code: string): LocaleInfo | undefined {
  const lower = code.toLowerCase();
  return LOCALES.find((l) => l.code.toLowerCase() === lower);
}

/** The two-letter language of a locale code; in-ID is Indonesian (id). */
export function languageOf(code: string): string {
  const lang = code.slice(0, 2).toLowerCase();
  return lang === 'in' ? 'id' : lang;
}

/** The country part of a locale code, upper case (ru-RU → RU). */
export function countryOf(code: string): string | undefined {
  return code.split('-')[1]?.toUpperCase();
}

/**
 * Maps a language tag (from a URL path or the browser) to a registry locale, as spec §5 says:
 * exact match first, then a locale with the same language, else undefined. A ru-international
 * browser language (any ru-*) is treated as ru.
 */
export function matchLocale(tag: string): LocaleInfo | undefined {
  const exact = findLocale(tag);
  if (exact) return exact;
  let lang = tag.slice(0, 2).toLowerCase();
  if (lang === 'id') lang = 'in';
  return LOCALES.find((l) => l.code.slice(0, 2).toLowerCase() === lang);
}

export function isRtl(code: string): boolean {
  return findLocale(code)?.dir === 'rtl';
}

const LANG_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * The locale a path segment names: a registry key in any letter case (`ru-RU`, `en-us`), or a
 * language tag that is not a key, matched by its language prefix (`ru` → ru-RU, `pt-AO` → pt-BR).
 * Anything else (`search`, `number`, `x1`) names no locale. The client and the server read a
 * `/{lang}/…` prefix with it alike.
 */
export function localeFromSegment(segment: string | undefined): LocaleInfo | undefined {
  if (!segment || !LANG_SEGMENT.test(segment)) return undefined;
  return findLocale(segment.replace('_', '-')) ?? matchLocale(segment);
}

/** Browser languages (navigator.languages or Accept-Language, best first): exact key, then prefix, then English. */
export function localeFromBrowser(languages: readonly string[]): LocaleInfo {
  for (const tag of languages) {
    const found = findLocale(tag) ?? matchLocale(tag);
    if (found) return found;
  }
  return findLocale(DEFAULT_LOCALE)!;
}
