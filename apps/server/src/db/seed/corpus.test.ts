import { SUBCATEGORY_PARENT, TAG_CATALOG, TAG_GROUPS } from '@numscope/contract';
import { describe, expect, it } from 'vitest';
import { CORPUS, SCENARIOS, type Country } from './corpus.js';

const COUNTRIES: Country[] = ['RU', 'US', 'GB', 'DE', 'IN', 'BR', 'TR', 'AE'];
const PLACEHOLDER = /\{([^}]*)\}/g;
const ALLOWED_PLACEHOLDERS = new Set(['company', 'name', 'amount', 'time']);

const textsOf = (country: Country) =>
  SCENARIOS.flatMap((s) => [...CORPUS[country].scenarios[s].comments, ...CORPUS[country].scenarios[s].replies]);

describe('seed corpus', () => {
  it('covers the eight countries and nothing else', () => {
    expect(Object.keys(CORPUS).sort()).toEqual([...COUNTRIES].sort());
  });

  describe.each(COUNTRIES)('%s', (country) => {
    const corpus = CORPUS[country];

    it('has the country-wide lists', () => {
      expect(corpus.language).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      expect(new Set(corpus.companies).size).toBeGreaterThanOrEqual(10);
      expect(new Set(corpus.firstNames).size).toBeGreaterThanOrEqual(15);
      expect(new Set(corpus.lastNames).size).toBeGreaterThanOrEqual(15);
      expect(corpus.amounts.length).toBeGreaterThanOrEqual(5);
      for (const n of [...corpus.firstNames, ...corpus.lastNames, ...corpus.companies, ...corpus.amounts]) expect(n.trim()).toBe(n);
    });

    it('has every scenario with the minimum counts', () => {
      expect(Object.keys(corpus.scenarios).sort()).toEqual([...SCENARIOS].sort());
      for (const s of SCENARIOS) {
        const t = corpus.scenarios[s];
        expect(t.comments.length, s).toBeGreaterThanOrEqual(12);
        expect(t.replies.length, s).toBeGreaterThanOrEqual(6);
        expect(t.names.length, s).toBeGreaterThanOrEqual(5);
        expect(t.negativity, s).toBeGreaterThanOrEqual(0);
        expect(t.negativity, s).toBeLessThanOrEqual(1);
        for (const [first, last] of t.names) {
          expect(first.length, s).toBeGreaterThan(0);
          if (last !== null) expect(last.length, s).toBeGreaterThan(0);
        }
      }
    });

    it('uses only catalogue tag codes, with subcategories under their categories', () => {
      for (const s of SCENARIOS) {
        const tags = corpus.scenarios[s].tags;
        expect(Object.keys(tags).sort()).toEqual([...TAG_GROUPS].sort());
        for (const group of TAG_GROUPS) {
          expect(new Set(tags[group]).size, `${s} ${group}`).toBe(tags[group].length);
          for (const code of tags[group]) expect(TAG_CATALOG[group], `${s} ${group}`).toContain(code);
        }
        expect(tags.callerType.length, s).toBeGreaterThan(0);
        for (const sub of tags.subcategories) expect(tags.categories, `${s} ${sub}`).toContain(SUBCATEGORY_PARENT[sub]);
      }
    });

    it('has no duplicate comment texts', () => {
      const comments = SCENARIOS.flatMap((s) => corpus.scenarios[s].comments);
      const dupes = comments.filter((c, i) => comments.indexOf(c) !== i);
      expect(dupes).toEqual([]);
      const replies = SCENARIOS.flatMap((s) => corpus.scenarios[s].replies);
      expect(replies.filter((c, i) => replies.indexOf(c) !== i)).toEqual([]);
    });

    it('uses only the known placeholders and keeps texts between 20 and 400 characters', () => {
      for (const text of textsOf(country)) {
        for (const [, key] of text.matchAll(PLACEHOLDER)) expect(ALLOWED_PLACEHOLDERS, text).toContain(key);
        expect(text.replace(PLACEHOLDER, ''), text).not.toMatch(/[{}]/);
        expect(text.length, text).toBeGreaterThanOrEqual(20);
        expect(text.length, text).toBeLessThanOrEqual(400);
        expect(text.trim(), text).toBe(text);
      }
    });
  });

  it('writes Russian comments in Cyrillic and Emirati comments in Arabic script', () => {
    for (const s of SCENARIOS) {
      for (const c of CORPUS.RU.scenarios[s].comments) expect(c, `RU ${s}`).toMatch(/[а-яё]/i);
      for (const c of CORPUS.AE.scenarios[s].comments) expect(c, `AE ${s}`).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('writes some Indian texts in Devanagari and Emirati names in Arabic script', () => {
    expect(textsOf('IN').filter((t) => /[\u0900-\u097F]/.test(t)).length).toBeGreaterThanOrEqual(20);
    for (const n of [...CORPUS.AE.firstNames, ...CORPUS.AE.lastNames]) expect(n).toMatch(/[\u0600-\u06FF]/);
  });
});
