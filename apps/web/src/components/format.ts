/**
 * Locale-aware formatting helpers (Intl), cached per locale. Digits are always Latin (0-9): phone
 * numbers are written that way in every language, and counts beside them should match.
 */
export function intlLocale(locale: string): string {
  return `${locale}-u-nu-latn`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, locale: string): string {
  let f = numberFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale));
    numberFormats.set(locale, f);
  }
  return f.format(value);
}

export function formatDecimal(value: number, locale: string, digits = 1): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** Absolute date and time of a Unix timestamp in SECONDS. */
export function formatDateTime(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(seconds * 1000));
}

export function formatDate(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(seconds * 1000));
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
  const rtf = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (abs >= size) return rtf.format(Math.round(diff / size), unit);
  }
  return rtf.format(0, 'minute');
}

/** Region (country) name in the interface language, e.g. RU → Russia / Россия. */
export function regionName(country: string | null | undefined, locale: string): string | undefined {
  if (!country) return undefined;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? undefined;
  } catch {
    return undefined;
  }
}
