import { readFileSync } from 'node:fs';
import { languageOf } from '@numscope/contract';
import { OPERATORS, REGIONS, operatorKey } from './names.js';

/*
 * Operator and region of Russian mobile numbers (+7 9xx) from the numbering registry, as compacted by
 * scripts/build-ru-registry.ts. It names the operator a range was allocated to; a ported number may
 * have moved since.
 */

interface Registry {
  operators: string[];
  regions: string[];
  /** [first, last national number, operator index, region index], sorted and disjoint. */
  ranges: [number, number, number, number][];
}

interface Loaded {
  ranges: Registry['ranges'];
  carriers: string[];
  regions: { en: string[]; ru: string[] };
}

let loaded: Loaded | undefined;

/** Legal name without the legal form and quotes: ПАО "Мобильные ТелеСистемы" → Мобильные ТелеСистемы. */
export function shortLegalName(legalName: string): string {
  const quoted = /"(.+)"/.exec(legalName.replace(/[«»]/g, '"'));
  if (quoted?.[1]) return quoted[1].trim();
  return legalName.replace(/^(ПАО|ОАО|ЗАО|АО|ООО|ФГУП|ГУП)\s+/i, '').trim();
}

/**
 * Read on first use rather than at import (half a megabyte, not needed by most requests), and read
 * with fs rather than a JSON import so the type checker does not infer a type for 16,000 tuples.
 * Display strings are built once per operator and region, not per lookup.
 */
function registry(): Loaded {
  if (!loaded) {
    const data = JSON.parse(readFileSync(new URL('./ru-def-9xx.json', import.meta.url), 'utf8')) as Registry;
    loaded = {
      ranges: data.ranges,
      carriers: data.operators.map((legal) => {
        const names = OPERATORS[operatorKey(legal)];
        const name = names?.name ?? shortLegalName(legal);
        // An operator new to the registry shows its legal name until names.ts learns its brand.
        return names ? `${names.brand} (${name})` : name;
      }),
      regions: {
        // "-" is the registry's "no region"; the build fills it from the GAR column when it can.
        en: data.regions.map((r) => REGIONS[r]?.en ?? (r === '-' ? '' : r)),
        ru: data.regions.map((r) => REGIONS[r]?.ru ?? (r === '-' ? '' : r)),
      },
    };
  }
  return loaded;
}

/**
 * Carrier and region of a +79XXXXXXXXX number, or null for other numbers and unallocated ranges.
 * The carrier reads "Brand (legal name)" in every language, as the registry's legal name is what a
 * Russian reader recognises and the brand what everyone else does; the region is Russian for
 * Russian readers and English otherwise.
 */
export function lookupRuMobile(e164: string, locale: string): { carrier: string; region: string } | null {
  if (!/^\+79\d{9}$/.test(e164)) return null;
  const n = Number(e164.slice(2));
  const { ranges, carriers, regions } = registry();
  // The last range starting at or before n is the only one that can hold it.
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ranges[mid]![0] <= n) lo = mid;
    else hi = mid - 1;
  }
  const r = ranges[lo];
  if (!r || r[0] > n || n > r[1]) return null;
  return { carrier: carriers[r[2]]!, region: regions[languageOf(locale) === 'ru' ? 'ru' : 'en'][r[3]]! };
}
