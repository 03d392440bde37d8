import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AREA_CONTRACTS,
  AUTH_METHODS,
  COMMENT_ORDERS,
  ERRORS,
  SHARED_TRANSLATION_PREFIXES,
  findLocale,
  LEDGER_REASONS,
  LOCALE_CODES,
  TAG_CATALOG,
  TAG_GROUPS,
  tagLabelKey,
} from '@numscope/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from './index.js';
import { translationFileLocale } from './locale.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const JSON_DIR = fileURLToPath(new URL('../../public/localeModule/json/', import.meta.url));
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

type Dict = Record<string, string>;
const load = (code: string): Dict => JSON.parse(readFileSync(join(JSON_DIR, `${code}.json`), 'utf8')) as Dict;
/** Every locale that has a file; each file must cover every key of en-US. */
const CODES = readdirSync(JSON_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
const files: Record<string, Dict> = Object.fromEntries(CODES.map((c) => [c, load(c)]));
const file = (code: string): Dict => files[code] ?? {};
const en = file('en-US');

/** Plural bases: keys English has in both _one and _other forms. */
const pluralBases = new Set(
  Object.keys(en)
    .filter((k) => k.endsWith('_other') && `${k.slice(0, -6)}_one` in en)
    .map((k) => k.slice(0, -6)),
);

/** A locale's keys with plural forms folded into their base (`comment_replies_few` → `comment_replies`). */
function baseKeys(dict: Dict): string[] {
  const out = new Set<string>();
  for (const k of Object.keys(dict)) {
    const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(k);
    out.add(m && pluralBases.has(m[1]!) ? m[1]! : k);
  }
  return [...out].sort();
}

const placeholders = (s: string) => [...s.matchAll(/%([a-zA-Z_]+)%/g)].map((m) => m[1]).sort();

/** The CLDR plural categories of a locale's language (the ones i18next picks from). */
const pluralCategories = (code: string) => new Intl.PluralRules(code).resolvedOptions().pluralCategories;

/** How many of the counts 0…1000 a plural category covers in a locale (`one` is 1 in English, 0 and 1 in French). */
function countsIn(code: string, category: string): number {
  const rules = new Intl.PluralRules(code);
  let n = 0;
  for (let i = 0; i <= 1000; i++) if (rules.select(i) === category) n++;
  return n;
}

describe('translation files', () => {
  it('exist for registry locales only and are flat string maps', () => {
    expect(readdirSync(JSON_DIR).filter((f) => !f.endsWith('.json'))).toEqual([]);
    for (const code of CODES) {
      expect(findLocale(code)?.code, `${code}.json`).toBe(code);
      for (const [k, v] of Object.entries(load(code))) {
        expect(typeof v, `${code}:${k}`).toBe('string');
        expect(v.trim(), `${code}:${k} is empty`).not.toBe('');
      }
    }
  });

  it('exist for every locale of the registry', () => {
    expect(CODES).toEqual([...LOCALE_CODES].sort());
  });

  it('have exactly the same keys as en-US in every locale (plural forms per language)', () => {
    expect(CODES.length).toBeGreaterThan(1);
    for (const code of CODES) expect(baseKeys(file(code)), code).toEqual(baseKeys(en));
  });

  it('every plural key has every plural form its language needs, and no stray forms', () => {
    for (const code of CODES) {
      const needed = pluralCategories(code);
      for (const base of pluralBases) {
        for (const cat of needed) expect(file(code), `${code}: ${base}_${cat}`).toHaveProperty([`${base}_${cat}`]);
        const present = CATEGORIES.filter((c) => `${base}_${c}` in file(code));
        for (const cat of present) {
          // 'zero' is an i18next extra for count 0 in any language; anything else must be a CLDR category.
          if (cat !== 'zero') expect(needed, `${code}: stray ${base}_${cat}`).toContain(cat);
        }
      }
    }
  });

  it('uses the same %placeholders% as English', () => {
    for (const code of CODES) {
      for (const [k, v] of Object.entries(en)) {
        const m = /^(.*)_(one|other)$/.exec(k);
        if (m && pluralBases.has(m[1]!)) continue; // plural forms are checked below
        expect(placeholders(file(code)[k] ?? ''), `${code}:${k}`).toEqual(placeholders(v));
      }
    }
  });

  it('uses the placeholders of English in plural forms, and shows %count% where a form covers several numbers', () => {
    for (const code of CODES) {
      for (const [k, v] of Object.entries(file(code))) {
        const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(k);
        if (!m || !pluralBases.has(m[1]!)) continue;
        const base = m[1]!;
        const cat = m[2]!;
        const english = placeholders(en[`${base}_other`]!);
        const found = placeholders(v);
        // A form for a single number may spell it out ("one reply", "ردّان"); it adds no placeholder of its own.
        for (const p of found) expect(english, `${code}:${k} has %${p}%`).toContain(p);
        if (cat !== 'zero' && countsIn(code, cat) > 1) expect(found, `${code}:${k}`).toEqual(english);
      }
    }
  });

  it('has a label for every tag of the catalogue and every tag group', () => {
    for (const code of CODES) {
      for (const group of TAG_GROUPS) {
        expect(file(code), `${code}: tag_group_${group}`).toHaveProperty([`tag_group_${group}`]);
        for (const tag of TAG_CATALOG[group]) expect(file(code), code).toHaveProperty([tagLabelKey(group, tag)]);
      }
    }
  });

  it('has a message for every error code', () => {
    // Sign-in errors (2001–2015) are shown by the login page by their number (spec §8 authError):
    // `auth_error_<status_code>`; every other code by its name: `error_<CODE>`.
    const isAuth = (n: number) => n >= 2001 && n <= 2015;
    for (const code of CODES) {
      for (const [name, e] of Object.entries(ERRORS)) {
        const key = isAuth(e.status_code) ? `auth_error_${e.status_code}` : `error_${name}`;
        expect(file(code), code).toHaveProperty([key]);
      }
      for (const err of ['NETWORK', 'NOT_AUTHORIZED']) expect(file(code), code).toHaveProperty([`error_${err}`]);
      expect(file(code), code).toHaveProperty(['auth_error_10000']);
    }
  });

  it('has the sign-in texts built from constants (channels, agreement, simulator results)', () => {
    const keys = [
      ...AUTH_METHODS.flatMap((m) => [`auth_method_${m}`, `auth_text_${m}`]),
      'auth_agreement',
      'auth_sim_result_ok',
      'auth_sim_result_error',
    ];
    for (const code of CODES) for (const k of keys) expect(file(code), code).toHaveProperty([k]);
  });

  it('keeps the agreement links as <terms> and <privacy> tags', () => {
    for (const code of CODES) {
      const text = file(code).auth_agreement ?? '';
      expect(text, code).toMatch(/<terms>[^<]+<\/terms>/);
      expect(text, code).toMatch(/<privacy>[^<]+<\/privacy>/);
    }
  });

  it('has the texts built from constants (comment orders, trust levels, themes)', () => {
    const keys = [
      ...COMMENT_ORDERS.map((o) => `comments_order_${o}`),
      ...LEDGER_REASONS.map((r) => `ledger_reason_${r}`),
      ...['low', 'medium', 'high'].map((l) => `trust_level_${l}`),
      'theme_light',
      'theme_dark',
    ];
    for (const code of CODES) for (const k of keys) expect(file(code), code).toHaveProperty([k]);
  });

  it('has every key owned by exactly one area (its translationPrefixes) or by the shared app chrome', () => {
    const owners = new Map<string, string[]>();
    for (const p of SHARED_TRANSLATION_PREFIXES) owners.set(p, ['shared']);
    for (const area of AREA_CONTRACTS) for (const p of area.translationPrefixes) owners.set(p, [...(owners.get(p) ?? []), area.name]);
    expect([...owners].filter(([, who]) => who.length > 1)).toEqual([]);
    const unowned = Object.keys(en).filter((k) => !owners.has(k.split('_')[0]!));
    expect(unowned).toEqual([]);
  });

  it('has every key the source code names literally', () => {
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts')) {
          const text = readFileSync(p, 'utf8');
          for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)'/g)) used.add(m[1]!);
          for (const m of text.matchAll(/\bkey: '([a-z][a-zA-Z0-9_]+)'/g)) if (m[1]!.includes('_')) used.add(m[1]!);
        }
      }
    };
    walk(SRC);
    expect(used.size).toBeGreaterThan(50);
    const base = new Set(baseKeys(en));
    const missing = [...used].filter((k) => !base.has(k));
    expect(missing, `missing in en-US (scanned ${relative(process.cwd(), SRC)})`).toEqual([]);
  });
});

describe('i18next with the prescribed configuration', () => {
  const instance = async (lng: string) => {
    const i = i18next.createInstance();
    // i18next canonicalises the language (in-ID → id-ID); the backend then loads the registry file for it.
    const resources = Object.fromEntries(CODES.map((c) => [Intl.getCanonicalLocales(c)[0]!, { common: file(translationFileLocale(c)) }]));
    await i.init({ ...I18N_OPTIONS, lng, resources });
    return i;
  };

  it('reads flat keys that contain the key separator', async () => {
    const i = await instance('en-US');
    expect(i.t('search_title')).toBe(en.search_title);
    expect(i.t('tag_subcategories_mobile_operator')).toBe('Mobile operator');
    expect(i.t('tag_categories_other')).toBe('Other');
  });

  it('interpolates %name% and picks plural forms', async () => {
    const ru = await instance('ru-RU');
    expect(ru.t('comment_replies', { count: 1 })).toBe('1 ответ');
    expect(ru.t('comment_replies', { count: 3 })).toBe('3 ответа');
    expect(ru.t('comment_replies', { count: 11 })).toBe('11 ответов');
    expect(ru.t('footer_copyright', { since: 2013, year: 2026 })).toBe('© 2013–2026 NumScope');
    const enI = await instance('en-US');
    expect(enI.t('comment_replies', { count: 1 })).toBe('1 reply');
    expect(enI.t('comment_replies', { count: 4 })).toBe('4 replies');
    const ar = await instance('ar-SA');
    expect(ar.t('comment_replies', { count: 2 })).toBe('ردّان');
  });

  it('picks the plural forms of the other languages', async () => {
    const cs = await instance('cs-CZ');
    expect([1, 3, 5].map((count) => cs.t('comment_replies', { count }))).toEqual(['1 odpověď', '3 odpovědi', '5 odpovědí']);
    const uk = await instance('uk-UA');
    expect([1, 2, 11, 21].map((count) => uk.t('comment_replies', { count }))).toEqual([
      '1 відповідь',
      '2 відповіді',
      '11 відповідей',
      '21 відповідь',
    ]);
    const sr = await instance('sr-RS');
    expect([1, 3, 12, 22].map((count) => sr.t('comment_replies', { count }))).toEqual([
      '1 одговор',
      '3 одговора',
      '12 одговора',
      '22 одговора',
    ]);
    const fr = await instance('fr-FR');
    expect([0, 1, 2].map((count) => fr.t('comment_replies', { count }))).toEqual(['0 réponse', '1 réponse', '2 réponses']);
    const id = await instance('in-ID');
    expect(id.t('comment_replies', { count: 1 })).toBe('1 balasan');
    const zh = await instance('zh-CN');
    expect(zh.t('comment_replies', { count: 1 })).toBe('1 条回复');
  });

  it('reads every locale file by its registry code', async () => {
    for (const code of CODES) {
      expect(translationFileLocale(Intl.getCanonicalLocales(code)[0]!), code).toBe(code);
      const i = await instance(code);
      expect(i.t('search_submit'), code).toBe(file(code).search_submit);
    }
  });

  // A locale whose file fails to load falls back to en-US's file: loading.test.ts.
});
