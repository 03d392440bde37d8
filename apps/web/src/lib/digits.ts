/**
 * Digits only (spec §5: the search input strips every non-digit). Apart from lib/phone.ts, which
 * imports the framework, so the boot module can use it too.
 */
export function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}
