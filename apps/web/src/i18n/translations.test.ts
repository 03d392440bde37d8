import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMENT_ORDERS, ERRORS, findLocale, TAG_CATALOG, TAG_GROUPS, tagLabelKey } from '@numscope/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from './index.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const JSON_DIR = fileURLToPath(new URL('../../public/localeModule/json/', import.meta.url));
/** Locales whose file must cover every key (the RTL pair included for the RTL checks). */
const COMPLETE = ['en-US', 'ru-RU', 'ar-SA', 'he-IL'] as const;
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

type Dict = Record<string, string>;
const load = (code: string): Dict => JSON.parse(readFileSync(join(JSON_DIR, `${code}.json`), 'utf8')) as Dict;
const files = Object.fromEntries(COMPLETE.map((c) => [c, load(c)])) as Record<(typeof COMPLETE)[number], Dict>;
const en = files['en-US'];

/** Plural bases: keys English has in both _one and _other forms. */
const pluralBases = new Set(Object.keys(en).filter((k) => k.endsWith('_other') && `${k.slice(0, -6)}_one` in en).map((k) => k.slice(0, -6)));

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

describe('translation files', () => {
  it('exist for registry locales only and are flat string maps', () => {
    for (const f of readdirSync(JSON_DIR)) {
      const code = f.replace(/\.json$/, '');
      expect(findLocale(code)?.code, f).toBe(code);
      for (const [k, v] of Object.entries(load(code))) {
        expect(typeof v, `${code}:${k}`).toBe('string');
        expect(v.trim(), `${code}:${k} is empty`).not.toBe('');
      }
    }
  });

  it('en-US and ru-RU have exactly the same keys (plural forms per language)', () => {
    expect(baseKeys(files['ru-RU'])).toEqual(baseKeys(en));
  });

  it('ar-SA and he-IL have exactly the same keys as en-US', () => {
    expect(baseKeys(files['ar-SA'])).toEqual(baseKeys(en));
    expect(baseKeys(files['he-IL'])).toEqual(baseKeys(en));
  });

  it('every plural key has every plural form its language needs, and no stray forms', () => {
    for (const code of COMPLETE) {
      const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      for (const base of pluralBases) {
        for (const cat of needed) expect(files[code], `${code}: ${base}_${cat}`).toHaveProperty([`${base}_${cat}`]);
        const present = CATEGORIES.filter((c) => `${base}_${c}` in files[code]);
        for (const cat of present) {
          // 'zero' is an i18next extra for count 0 in any language; anything else must be a CLDR category.
          if (cat !== 'zero') expect(needed, `${code}: stray ${base}_${cat}`).toContain(cat);
        }
      }
    }
  });

  it('uses the same %placeholders% as English', () => {
    for (const code of COMPLETE) {
      for (const [k, v] of Object.entries(en)) {
        const m = /^(.*)_(one|other)$/.exec(k);
        if (m && pluralBases.has(m[1]!)) continue; // plural forms may spell out "one" instead of %count%
        expect(placeholders(files[code][k] ?? ''), `${code}:${k}`).toEqual(placeholders(v));
      }
    }
  });

  it('has a label for every tag of the catalogue and every tag group', () => {
    for (const code of COMPLETE) {
      for (const group of TAG_GROUPS) {
        expect(files[code], `${code}: tag_group_${group}`).toHaveProperty([`tag_group_${group}`]);
        for (const tag of TAG_CATALOG[group]) expect(files[code], code).toHaveProperty([tagLabelKey(group, tag)]);
      }
    }
  });

  it('has a message for every error code', () => {
    for (const code of COMPLETE) {
      for (const err of [...Object.keys(ERRORS), 'NETWORK', 'NOT_AUTHORIZED']) expect(files[code], code).toHaveProperty([`error_${err}`]);
    }
  });

  it('has the texts built from constants (comment orders, trust levels, themes)', () => {
    const keys = [
      ...COMMENT_ORDERS.map((o) => `comments_order_${o}`),
      ...['low', 'medium', 'high'].map((l) => `trust_level_${l}`),
      'theme_light',
      'theme_dark',
    ];
    for (const code of COMPLETE) for (const k of keys) expect(files[code], code).toHaveProperty([k]);
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
    await i.init({ ...I18N_OPTIONS, lng, resources: Object.fromEntries(COMPLETE.map((c) => [c, { common: files[c] }])) });
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

  it('falls back to en-US for a locale without a file', async () => {
    const fr = await instance('fr-FR');
    expect(fr.t('search_submit')).toBe('Search');
  });
});
