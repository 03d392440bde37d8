import { describe, expect, it } from 'vitest';
import { describePhone } from './phone-meta.js';
import { normalizePhone } from '../../shared/phone.js';

const meta = (e164: string, locale: string) => describePhone(normalizePhone(e164)!.parsed, locale);

describe('describePhone', () => {
  it('uses the Russian registry for Russian mobile numbers', () => {
    expect(meta('+79161234567', 'en-US')).toEqual({ carrier: 'MTS (Мобильные ТелеСистемы)', region: 'Moscow' });
  });

  it("uses Google's tables elsewhere, in the reader's language where they have it", () => {
    expect(meta('+12125550143', 'en-US').region).toBe('New York, NY');
    expect(meta('+74951234567', 'en-US')).toEqual({ region: 'Moscow', carrier: null });
    expect(meta('+74951234567', 'ru-RU').region).toBe('Московская обл.');
    expect(meta('+971501234567', 'en-US').carrier).toBe('Etisalat');
    expect(meta('+905321234567', 'tr-TR').carrier).toBe('Turkcell');
  });

  it("names the country in the reader's script where no table has their language, never an English place name", () => {
    expect(meta('+79161234567', 'ar-SA').region).toBe('روسيا');
    expect(meta('+79161234567', 'he-IL').region).toBe('רוסיה');
    expect(meta('+79161234567', 'hi-IN').region).toBe('रूस');
    expect(meta('+79161234567', 'zh-CN').region).toBe('俄罗斯');
    expect(meta('+79161234567', 'zh-CN').carrier).toBe('MTS (Мобильные ТелеСистемы)');
    expect(meta('+12125550143', 'ar-SA').region).toBe('الولايات المتحدة');
    // Latin-script readers keep the finer English name.
    expect(meta('+79161234567', 'fr-FR').region).toBe('Moscow');
  });

  it('falls back to the country name when no finer region is known', () => {
    expect(meta('+4915112345678', 'en-US')).toEqual({ region: 'Germany', carrier: 'T-Mobile' });
    expect(meta('+4915112345678', 'ru-RU').region).toBe('Германия');
    expect(meta('+4915112345678', 'ar-SA').region).toBe('ألمانيا');
  });
});
