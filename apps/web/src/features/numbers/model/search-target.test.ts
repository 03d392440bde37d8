import { describe, expect, it } from 'vitest';
import { digitsOf, formatAsYouType, formatInternational, loadPhoneFormatting, nextPhoneInput } from '../../../lib/phone.js';
import { searchTarget } from './search-target.js';

describe('searchTarget', () => {
  it('goes to the number page with more than one digit', () => {
    expect(searchTarget('79161234567')).toBe('/number/79161234567');
    expect(searchTarget('12')).toBe('/number/12');
  });

  it('goes to not-found with one digit or none', () => {
    expect(searchTarget('7')).toBe('/number/not-found');
    expect(searchTarget('')).toBe('/number/not-found');
  });
});

describe('search input formatting', () => {
  it('shows + and the digits until the formatter has loaded (after the first paint), then formats', async () => {
    expect(formatAsYouType('79161234567')).toBe('+79161234567');
    expect(formatInternational('79161234567')).toBe('+79161234567');
    await loadPhoneFormatting();
    expect(formatInternational('79161234567')).toBe('+7 916 123 45 67');
  });

  it('strips non-digits and formats with a leading +', () => {
    expect(digitsOf('+7 (916) 123-45-67')).toBe('79161234567');
    expect(formatAsYouType('79161234567')).toBe('+7 916 123 45 67');
    expect(formatAsYouType('')).toBe('');
  });

  it('typing a letter changes nothing and says why', () => {
    const r = nextPhoneInput('7916', '+7 916a', 7, '+7 916');
    expect(r.digits).toBe('7916');
    expect(r.notice).toBe('letters');
    expect(r.caret).toBe(6);
  });

  it('does not turn a pasted "12ab34" into another number', () => {
    const r = nextPhoneInput('', '12ab34', 6, '');
    expect(r.digits).toBe('');
    expect(r.notice).toBe('letters');
  });

  it('takes a pasted number with its usual punctuation', () => {
    const r = nextPhoneInput('', '+7 (916) 123-45-67', 18, '');
    expect(r.digits).toBe('79161234567');
    expect(r.notice).toBeNull();
  });

  it('reads digits typed on an Arabic, Persian or Hindi keyboard as the number', () => {
    expect(nextPhoneInput('', '+٩٧١٥٠١٢٣٤٥٦٧', 13, '')).toMatchObject({ digits: '971501234567', notice: null });
    expect(nextPhoneInput('', '۹۸۹۱۲۳۴۵۶۷۸۹', 12, '').digits).toBe('989123456789');
    expect(digitsOf('+९१ ९८१२३ ४५६७८')).toBe('919812345678');
  });

  it('stops at the fifteen digits of E.164', () => {
    const r = nextPhoneInput('', '1'.repeat(30), 30, '');
    expect(r.digits).toBe('1'.repeat(15));
    expect(r.notice).toBe('too_long');
  });

  it('backspace over a space deletes the digit before it', () => {
    // "+7 916 123" with the caret after the space before 123; backspace removes the space.
    const r = nextPhoneInput('7916123', '+7 916123', 6, '+7 916 123');
    expect(r.digits).toBe('791123');
  });

  it('keeps the caret after the same digit', () => {
    const r = nextPhoneInput('791612345', '+7 916 1233 45', 11, '+7 916 123 45');
    expect(r.digits).toBe('7916123345');
    expect(r.formatted.slice(0, r.caret).replace(/\D/g, '')).toBe('79161233');
  });
});
