/**
 * Digits only (spec §5: the search input strips every non-digit). Apart from lib/phone.ts, which
 * imports the framework, so the boot module can use it too.
 */
export function digitsOf(value: string): string {
  return asciiDigits(value).replace(/\D+/g, '');
}

/** Arabic-Indic, Persian, Devanagari and full-width digits, as an Arabic, Persian, Hindi or CJK keyboard types them. */
const NATIVE_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\uFF10-\uFF19]/g;
const ZEROS = [0x0660, 0x06f0, 0x0966, 0xff10];

/** The same text with every digit as 0–9 (one character for one, so carets keep their places). */
export function asciiDigits(value: string): string {
  return value.replace(NATIVE_DIGITS, (d) => {
    const code = d.charCodeAt(0);
    return String(code - ZEROS.find((zero) => code >= zero && code <= zero + 9)!);
  });
}
