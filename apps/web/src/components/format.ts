import type { TFunction } from 'i18next';

/**
 * Locale-aware formatting helpers (Intl). Digits are always Latin (0-9): phone numbers are written
 * that way in every language, and counts beside them should match.
 */
export function intlLocale(locale: string): string {
  return `${locale}-u-nu-latn`;
}

/**
 * Intl formatters are costly to build (a date format takes about a millisecond on a phone) and a
 * number page formats two dates per review: each is built once per locale and options.
 */
const formatters = new Map<string, unknown>();
function cached<T>(key: string, build: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (f === undefined) {
    f = build();
    formatters.set(key, f);
  }
  return f;
}

export function formatCount(value: number, locale: string): string {
  return cached(`count|${locale}`, () => new Intl.NumberFormat(intlLocale(locale))).format(value);
}

/** A change with its sign (+400, -11), kept beside its digits in right-to-left text too (Intl marks it). */
export function formatSigned(value: number, locale: string): string {
  return cached(`signed|${locale}`, () => new Intl.NumberFormat(intlLocale(locale), { signDisplay: 'exceptZero' })).format(value);
}

export function formatDecimal(value: number, locale: string, digits = 1): string {
  return cached(
    `decimal|${locale}|${digits}`,
    () => new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(value);
}

/** A share (0.25) as a percentage of the locale (25 %). */
export function formatPercent(share: number, locale: string): string {
  return cached(`percent|${locale}`, () => new Intl.NumberFormat(intlLocale(locale), { style: 'percent' })).format(share);
}

/** Items joined as the locale joins them ("a, b and c"). */
export function formatList(items: string[], locale: string): string {
  return cached(`list|${locale}`, () => new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' })).format(items);
}

/** Absolute date and time of a Unix timestamp in SECONDS. */
export function formatDateTime(seconds: number, locale: string): string {
  return cached(`datetime|${locale}`, () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' })).format(
    new Date(seconds * 1000),
  );
}

export function formatDate(seconds: number, locale: string): string {
  return cached(`date|${locale}`, () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' })).format(
    new Date(seconds * 1000),
  );
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "3 days ago" for recent moments (under 30 days), otherwise the date. `nowMs` is passed in so the
 * output is a pure function of its inputs.
 */
export function formatRelativeOrDate(seconds: number, locale: string, nowMs: number): string {
  const diff = seconds - Math.floor(nowMs / 1000);
  const abs = Math.abs(diff);
  if (abs >= 30 * 24 * 3600) return formatDate(seconds, locale);
  const rtf = cached(`relative|${locale}`, () => new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (abs >= size) return rtf.format(Math.round(diff / size), unit);
  }
  return rtf.format(0, 'minute');
}

/**
 * A country's name in the interface language, e.g. RU → Russia / Россия: the translation files'
 * `country_<code>`, generated from CLDR by scripts/country-names.ts (decision 034).
 */
export function regionName(country: string | null | undefined, t: TFunction): string | undefined {
  if (!country) return undefined;
  return t(`country_${country.toUpperCase()}`, { defaultValue: '' }) || undefined;
}

/**
 * Builds the formatters a page's first render uses. The first Intl object a page creates loads the
 * locale data (about 25 ms on this machine, about 100 ms with Lighthouse's phone CPU): the boot
 * module calls this while the app's code is still downloading, so that cost is paid during the wait
 * instead of inside the first render (decision 035).
 */
export function prepareFormatters(locale: string): void {
  formatCount(0, locale);
  formatDecimal(0, locale);
  formatDate(0, locale);
  formatRelativeOrDate(0, locale, 0);
  formatList([], locale);
}
