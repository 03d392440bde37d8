import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { countryOf } from '@numscope/contract';
import { AppError } from '../errors.js';

export interface NormalizedPhone {
  e164: string;
  country: string | null;
  type: string | null;
  parsed: PhoneNumber;
}

/**
 * Turns what a user typed into a valid E.164 number, or null. Digits are read as international
 * first (the search box sends digits with the country code); failing that, as a national number of
 * the locale's country, so that a Russian user's 8 916 … or a German 0151 … also resolve.
 */
export function normalizePhone(input: string, locale?: string): NormalizedPhone | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 2 || digits.length > 17) return null;
  const candidates: PhoneNumber[] = [];
  const intl = parsePhoneNumberFromString(`+${digits}`);
  if (intl) candidates.push(intl);
  const country = locale ? countryOf(locale) : undefined;
  if (country && !input.trim().startsWith('+')) {
    const national = parsePhoneNumberFromString(digits, country as CountryCode);
    if (national) candidates.push(national);
  }
  const valid = candidates.find((p) => p.isValid());
  if (!valid) return null;
  return { e164: valid.number, country: valid.country ?? null, type: valid.getType() ?? null, parsed: valid };
}

/** Parses the number or refuses with PHONE_INVALID; every route that takes a phone goes through here. */
export function requirePhone(input: string, locale?: string): NormalizedPhone {
  const phone = normalizePhone(input, locale);
  if (!phone) throw new AppError('PHONE_INVALID');
  return phone;
}
