import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDecimal, formatRelativeOrDate, regionName } from './format.js';

const translations = (code: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../public/localeModule/json/${code}.json`, import.meta.url)), 'utf8')) as Record<
    string,
    string
  >;

describe('formatRelativeOrDate', () => {
  const now = Date.UTC(2026, 0, 31, 12, 0, 0);
  const sec = (ms: number) => Math.floor(ms / 1000);

  it('reads timestamps as Unix seconds', () => {
    expect(formatRelativeOrDate(sec(now - 3 * 24 * 3600 * 1000), 'en-US', now)).toBe('3 days ago');
    expect(formatRelativeOrDate(sec(now - 2 * 3600 * 1000), 'en-US', now)).toBe('2 hours ago');
  });

  it('shows the date for older moments', () => {
    expect(formatRelativeOrDate(sec(Date.UTC(2024, 4, 5, 12)), 'en-US', now)).toBe('May 5, 2024');
  });

  it('is localised', () => {
    expect(formatRelativeOrDate(sec(now - 24 * 3600 * 1000), 'ru-RU', now)).toBe('вчера');
  });
});

describe('cached formatters', () => {
  it('keep locales and options apart', () => {
    expect(formatDecimal(2.345, 'en-US', 1)).toBe('2.3');
    expect(formatDecimal(2.345, 'en-US', 2)).toBe('2.35');
    expect(formatDecimal(2.345, 'ru-RU', 1)).toBe('2,3');
    expect(formatCount(1234, 'en-US')).toBe('1,234');
    expect(formatCount(1234, 'ru-RU')).toBe('1\u00a0234');
    expect(formatDate(Date.UTC(2024, 4, 5, 12) / 1000, 'en-US')).toBe('May 5, 2024');
    expect(formatDate(Date.UTC(2024, 4, 5, 12) / 1000, 'ru-RU')).toBe('5 мая 2024 г.');
  });

  it('write Latin digits in every language', () => {
    expect(formatCount(1234, 'ar-SA')).toMatch(/^1.?234$/);
  });
});

describe('regionName', () => {
  it("names a number's country in the interface language, from the translation files", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ar-SA',
      keySeparator: '_',
      resources: { 'en-US': { translation: translations('en-US') }, 'ar-SA': { translation: translations('ar-SA') } },
    });
    expect(regionName('RU', i18n.getFixedT('en-US'))).toBe('Russia');
    expect(regionName('ru', i18n.getFixedT('ar-SA'))).toBe('روسيا');
    expect(regionName(null, i18n.t)).toBeUndefined();
    expect(regionName('XX', i18n.t)).toBeUndefined();
  });
});
