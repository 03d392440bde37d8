import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['79161234567', undefined, '+79161234567', 'RU'],
    ['+7 (916) 123-45-67', undefined, '+79161234567', 'RU'],
    ['89161234567', 'ru-RU', '+79161234567', 'RU'],
    ['14155552671', undefined, '+14155552671', 'US'],
    ['+44 7712 345678', 'en-US', '+447712345678', 'GB'],
    ['05321234567', 'tr-TR', '+905321234567', 'TR'],
    ['971501234567', 'ar-SA', '+971501234567', 'AE'],
  ])('reads %s (locale %s) as %s', (input, locale, e164, country) => {
    expect(normalizePhone(input, locale)).toMatchObject({ e164, country });
  });

  it.each(['', '1', '12', '+7', 'hello', '0000000000', '7916123456789012345', '89161234567'])(
    'refuses %j without a locale that explains it',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );

  it('does not read an explicit international number as national', () => {
    expect(normalizePhone('+89161234567', 'ru-RU')).toBeNull();
  });

  it('tells the number type', () => {
    expect(normalizePhone('79161234567')?.type).toBe('MOBILE');
    expect(normalizePhone('74951234567')?.type).toBe('FIXED_LINE');
  });
});
