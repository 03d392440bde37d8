import { describe, expect, it } from 'vitest';
import { homeCountry, internationalReading, normalizePhone, phoneOfRow } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['79161234567', undefined, '+79161234567', 'RU'],
    ['+7 (916) 123-45-67', undefined, '+79161234567', 'RU'],
    ['89161234567', 'ru-RU', '+79161234567', 'RU'],
    ['14155552671', undefined, '+14155552671', 'US'],
    ['+44 7712 345678', 'en-US', '+447712345678', 'GB'],
    ['05321234567', 'tr-TR', '+905321234567', 'TR'],
    ['971501234567', 'ar-SA', '+971501234567', 'AE'],
    // 00, the international prefix most countries dial.
    ['0049 30 1234567', 'en-US', '+49301234567', 'DE'],
    ['00447712345678', undefined, '+447712345678', 'GB'],
  ])('reads %s (locale %s) as %s', (input, locale, e164, country) => {
    expect(normalizePhone(input, locale)).toMatchObject({ e164, country });
  });

  it.each(['', '1', '12', '+7', 'hello', '0000000000', '7916123456789012345', '89161234567'])(
    'refuses %j without a locale that explains it',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );

  it("reads a national number in the browser's country when the interface's does not explain it", () => {
    expect(normalizePhone('07712 345678', 'en-US')).toBeNull();
    expect(normalizePhone('07712 345678', 'en-US', 'GB')).toMatchObject({ e164: '+447712345678', country: 'GB' });
    // The interface's country still comes first, and an explicit + is never national.
    expect(normalizePhone('89161234567', 'ru-RU', 'GB')).toMatchObject({ e164: '+79161234567' });
    expect(normalizePhone('+07712 345678', 'en-US', 'GB')).toBeNull();
  });

  it('takes the country of the most preferred language that names one', () => {
    expect(homeCountry('en-GB,en;q=0.9,ru;q=0.8')).toBe('GB');
    expect(homeCountry('de,de-AT;q=0.9')).toBe('AT');
    expect(homeCountry('en')).toBeUndefined();
    expect(homeCountry(undefined)).toBeUndefined();
    expect(homeCountry('zh-Hant-HK')).toBeUndefined();
  });

  it('does not read an explicit international number as national', () => {
    expect(normalizePhone('+89161234567', 'ru-RU')).toBeNull();
  });

  it('tells the number type', () => {
    expect(normalizePhone('79161234567')?.type).toBe('MOBILE');
    expect(normalizePhone('74951234567')?.type).toBe('FIXED_LINE');
  });
});

describe('phoneOfRow', () => {
  // Numbers of countries that share a calling code (+7, +1) and of single-country codes, of several types.
  it.each([
    '79161234567',
    '74951234567',
    '77012345678',
    '14155552671',
    '16135550123',
    '18002345678',
    '447712345678',
    '905321234567',
    '4930123456',
  ])('rebuilds +%s from its row exactly as the parse reads it', (digits) => {
    const parsed = normalizePhone(digits)!;
    const rebuilt = phoneOfRow(parsed.e164, parsed.country)!;
    expect({ e164: rebuilt.e164, country: rebuilt.country, type: rebuilt.type }).toEqual({
      e164: parsed.e164,
      country: parsed.country,
      type: parsed.type,
    });
    expect(rebuilt.parsed.nationalNumber).toBe(parsed.parsed.nationalNumber);
    expect(rebuilt.parsed.countryCallingCode).toBe(parsed.parsed.countryCallingCode);
  });

  it('leaves to the parse a row without a country, or whose country does not fit the number', () => {
    expect(phoneOfRow('+80012345678', null)).toBeNull();
    expect(phoneOfRow('+79161234567', 'US')).toBeNull();
    expect(phoneOfRow('+79161234567', 'XX')).toBeNull();
  });
});

describe('internationalReading', () => {
  it('is + and the digits, or null where no number could be', () => {
    expect(internationalReading('+7 (916) 123-45-67')).toBe('+79161234567');
    expect(internationalReading('8')).toBeNull();
    expect(internationalReading('7916123456789012')).toBeNull();
  });
});
