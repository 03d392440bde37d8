import { afterEach, describe, expect, it } from 'vitest';
import { localePath, returnPath, setVisitLangPrefix, withLangPrefix } from './locale-path.js';

describe('paths the app builds keep the visit language', () => {
  afterEach(() => setVisitLangPrefix(null));

  it('adds the /{lang} prefix of the visit', () => {
    setVisitLangPrefix('ru');
    expect(localePath('/number/79161234567')).toBe('/ru/number/79161234567');
    expect(localePath('/ru/search')).toBe('/ru/search');
  });

  it('leaves paths alone without a prefix', () => {
    expect(localePath('/number/1')).toBe('/number/1');
  });

  it('returns after sign-in only to a page of this site', () => {
    expect(returnPath('?next=%2Fnumber%2F79161234567')).toBe('/number/79161234567');
    for (const bad of ['?next=https%3A%2F%2Fevil.example', '?next=%2F%2Fevil.example', '?next=%2F%5Cevil.example', '?next=%2Flogin', '']) {
      expect(returnPath(bad), bad).toBe('/search');
    }
    setVisitLangPrefix('ru');
    expect(returnPath('')).toBe('/ru/search');
  });
});

describe('a language chosen on a prefixed page moves the prefix', () => {
  it('names the new language, short where the language has one locale', () => {
    expect(withLangPrefix('/ru/number/79161234567', 'ar-SA')).toBe('/ar/number/79161234567');
    expect(withLangPrefix('/ru-RU/search', 'he-IL')).toBe('/he/search');
    expect(withLangPrefix('/ru', 'en-US')).toBe('/en');
    expect(withLangPrefix('/ar/search', 'zh-HK')).toBe('/zh-HK/search');
  });

  it('leaves a path without a prefix alone', () => {
    expect(withLangPrefix('/number/79161234567', 'ar-SA')).toBe('/number/79161234567');
    expect(withLangPrefix('/search', 'ru-RU')).toBe('/search');
  });
});
