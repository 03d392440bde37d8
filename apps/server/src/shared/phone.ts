import { LRUCache } from 'lru-cache';
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { PhoneNumber as PhoneNumberOf, type MetadataJson } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
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
export function normalizePhone(input: string, locale?: string, home?: string): NormalizedPhone | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 2 || digits.length > 17) return null;
  const national = !input.trim().startsWith('+');
  const country = locale && national ? countryOf(locale) : undefined;
  const region = national && home && home !== country && isSupportedCountry(home) ? home : undefined;
  const key = `${country ?? ''}|${region ?? ''} ${digits}`;
  const known = recent.get(key);
  if (known !== undefined) return known || null;
  // The national reading only when the international one is not a valid number (it wins otherwise);
  // between them, a leading 00 as the international prefix most countries dial (0049 30 …). Last,
  // the national reading of the country the browser names (`home`): a British reader of the English
  // interface, whose locale says US, types 07712 345678.
  const phone =
    typed(parsePhoneNumberFromString(`+${digits}`)) ??
    (digits.startsWith('00') ? typed(parsePhoneNumberFromString(`+${digits.slice(2)}`)) : null) ??
    (country ? typed(parsePhoneNumberFromString(digits, country as CountryCode)) : null) ??
    (region ? typed(parsePhoneNumberFromString(digits, region as CountryCode)) : null);
  recent.set(key, phone ?? false);
  return phone;
}

/** Parses the number or refuses with PHONE_INVALID; every route that takes a phone goes through here. */
export function requirePhone(input: string, locale?: string, home?: string): NormalizedPhone {
  const phone = normalizePhone(input, locale, home);
  if (!phone) throw new AppError('PHONE_INVALID');
  return phone;
}

/*
 * libphonenumber's PhoneNumber also takes a country and a national number (its source documents
 * this form; its typings name only the E.164 one, which leaves the country open for calling codes
 * that several countries share, such as +1 and +7). phone.test.ts holds it to the parse's answers.
 */
const PhoneOfCountry = PhoneNumberOf as unknown as new (country: string, nationalNumber: string, metadata: MetadataJson) => PhoneNumber;

/**
 * The international reading of what a user typed (`+` and its digits), the form the lookup can try
 * in the database before parsing; null where no number could be (too few or too many digits).
 */
export function internationalReading(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  return digits.length >= 2 && digits.length <= 15 ? `+${digits}` : null;
}

/**
 * A number whose row exists, rebuilt from the row (its E.164 form and the country it was read in
 * when the row was made) instead of parsed from text: the parse is most of a lookup's phone work,
 * and a row's number was valid when it was made. Null when the row has no country or the current
 * metadata knows no such country or gives the number no type: then it is parsed like any input.
 */
export function phoneOfRow(e164: string, country: string | null): NormalizedPhone | null {
  if (!country || !isSupportedCountry(country)) return null;
  const callingCode = getCountryCallingCode(country);
  if (!e164.startsWith(`+${callingCode}`)) return null;
  const parsed = new PhoneOfCountry(country, e164.slice(1 + callingCode.length), maxMetadata);
  const type = parsed.getType();
  return type === undefined ? null : Object.freeze({ e164, country, type, parsed });
}

/**
 * The country of the browser's most preferred language that names one (`Accept-Language: en-GB,
 * en;q=0.9` → GB): where a number typed without its country code is most likely from.
 */
export function homeCountry(acceptLanguage: string | undefined): string | undefined {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(part.trim())?.[1];
    if (region) return region.toUpperCase();
  }
  return undefined;
}
