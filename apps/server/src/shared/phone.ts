import { LRUCache } from 'lru-cache';
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { countryOf } from '@numscope/contract';
import { AppError } from '../errors.js';

export interface NormalizedPhone {
  readonly e164: string;
  readonly country: string | null;
  readonly type: string | null;
  readonly parsed: PhoneNumber;
}

/** The number and its type when valid. With the full ("max") metadata a number is valid exactly when it has a type, so one check does both. */
function typed(p: PhoneNumber | undefined): NormalizedPhone | null {
  const type = p?.getType();
  if (!p || type === undefined) return null;
  return Object.freeze({ e164: p.number, country: p.country ?? null, type, parsed: p });
}

/*
 * Phone metadata never changes while the process runs, so the answer for the same digits read the
 * same way never does either: recent answers (refusals too) are kept. A caller-ID service's lookups
 * crowd on the numbers calling many people now; 10,000 entries are a few megabytes. Entries are
 * frozen: callers share them.
 */
const recent = new LRUCache<string, NormalizedPhone | false>({ max: 10_000 });

/**
 * Turns what a user typed into a valid E.164 number, or null. Digits are read as international
 * first (the search box sends digits with the country code); failing that, as a national number of
 * the locale's country, so that a Russian user's 8 916 … or a German 0151 … also resolve.
 */
export function normalizePhone(input: string, locale?: string): NormalizedPhone | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 2 || digits.length > 17) return null;
  const country = locale && !input.trim().startsWith('+') ? countryOf(locale) : undefined;
  const key = country ? `${country} ${digits}` : digits;
  const known = recent.get(key);
  if (known !== undefined) return known || null;
  // The national reading only when the international one is not a valid number (it wins otherwise).
  const phone =
    typed(parsePhoneNumberFromString(`+${digits}`)) ?? (country ? typed(parsePhoneNumberFromString(digits, country as CountryCode)) : null);
  recent.set(key, phone ?? false);
  return phone;
}

/** Parses the number or refuses with PHONE_INVALID; every route that takes a phone goes through here. */
export function requirePhone(input: string, locale?: string): NormalizedPhone {
  const phone = normalizePhone(input, locale);
  if (!phone) throw new AppError('PHONE_INVALID');
  return phone;
}
