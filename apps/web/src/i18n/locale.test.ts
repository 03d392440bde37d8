import { describe, expect, it } from 'vitest';
import { localeFromBrowser, localeFromPath, localeFromSegment, marketingLang, resolveLocale, translationFileLocale } from './locale.js';

const resolve = (pathname: string, stored: string | null, browserLanguages: string[]) =>
  resolveLocale({ pathname, stored, browserLanguages }).code;

describe('locale from a path prefix', () => {
  it('matches a registry key in any case', () => {
    expect(localeFromSegment('ru-RU')?.code).toBe('ru-RU');
    expect(localeFromSegment('en-us')?.code).toBe('en-US');
    expect(localeFromSegment('zh-hk')?.code).toBe('zh-HK');
  });

  it('matches a two-letter language that is not a key by prefix', () => {
    expect(localeFromPath('/ru/search')?.code).toBe('ru-RU');
    expect(localeFromPath('/ar/number/79161234567')?.code).toBe('ar-SA');
    expect(localeFromPath('/he/search')?.code).toBe('he-IL');
    expect(localeFromPath('/id/search')?.code).toBe('in-ID');
    expect(localeFromPath('/pt-AO/search')?.code).toBe('pt-BR');
  });

  it('ignores paths that do not start with a language', () => {
    expect(localeFromPath('/search')).toBeUndefined();
    expect(localeFromPath('/number/79161234567')).toBeUndefined();
    expect(localeFromPath('/')).toBeUndefined();
    expect(localeFromPath('/xx/search')).toBeUndefined();
    expect(localeFromPath('/12/search')).toBeUndefined();
  });
});

describe('locale from the browser', () => {
  it('takes an exact key first', () => {
    expect(localeFromBrowser(['pt-PT']).code).toBe('pt-PT');
    expect(localeFromBrowser(['zh-HK']).code).toBe('zh-HK');
  });

  it('then a language prefix', () => {
    expect(localeFromBrowser(['ru']).code).toBe('ru-RU');
    expect(localeFromBrowser(['fr-CA']).code).toBe('fr-FR');
    expect(localeFromBrowser(['en-GB']).code).toBe('en-US');
  });

  it('treats any ru-* language as Russian', () => {
    expect(localeFromBrowser(['ru-international']).code).toBe('ru-RU');
    expect(localeFromBrowser(['ru-UA']).code).toBe('ru-RU');
  });

  it('falls back to English', () => {
    expect(localeFromBrowser([]).code).toBe('en-US');
    expect(localeFromBrowser(['de-DE', 'nl']).code).toBe('en-US');
  });

  it('follows the order of preference', () => {
    expect(localeFromBrowser(['de-DE', 'ru-RU', 'en-US']).code).toBe('ru-RU');
  });
});

describe('resolveLocale order', () => {
  it('path prefix beats the stored choice and the browser', () => {
    expect(resolve('/ru/search', 'en-US', ['ar-SA'])).toBe('ru-RU');
  });

  it('stored choice beats the browser', () => {
    expect(resolve('/search', 'he-IL', ['ru-RU'])).toBe('he-IL');
  });

  it('an unknown stored value is ignored', () => {
    expect(resolve('/search', 'xx-YY', ['ru-RU'])).toBe('ru-RU');
  });

  it('browser language last, then English', () => {
    expect(resolve('/number/1', null, ['ar'])).toBe('ar-SA');
    expect(resolve('/number/1', null, ['de'])).toBe('en-US');
  });
});

describe('marketing site language', () => {
  it('is ru-ru when the country is ru', () => {
    expect(marketingLang('ru-RU')).toBe('ru-ru');
    expect(marketingLang('en-US', 'RU')).toBe('ru-ru');
  });

  it('is the locale lower-cased otherwise', () => {
    expect(marketingLang('en-US')).toBe('en-us');
    expect(marketingLang('pt-BR')).toBe('pt-br');
    expect(marketingLang('ar-SA')).toBe('ar-sa');
  });
});

describe('translation file names', () => {
  it('maps canonicalised codes back to registry keys', () => {
    expect(translationFileLocale('id-ID')).toBe('in-ID');
    expect(translationFileLocale('ru-RU')).toBe('ru-RU');
    expect(translationFileLocale('en')).toBe('en-US');
  });
});
