import { describe, expect, it } from 'vitest';
import { isOwnProfilePath, phoneParamOf, stripLangPrefix } from './own-profile.js';
import { balanceNeedsReload } from './use-account-bootstrap.js';

describe('own profile', () => {
  it('is /number/my or the number of the account, with or without a language prefix', () => {
    expect(isOwnProfilePath('/number/my', undefined, null)).toBe(true);
    expect(isOwnProfilePath('/ru/number/my', undefined, '+79161234567')).toBe(true);
    expect(isOwnProfilePath('/number/79161234567', '79161234567', '+79161234567')).toBe(true);
    expect(isOwnProfilePath('/number/79031234567', '79031234567', '+79161234567')).toBe(false);
    expect(isOwnProfilePath('/number/79161234567', '79161234567', null)).toBe(false);
    expect(isOwnProfilePath('/search', undefined, '+79161234567')).toBe(false);
  });
  it('strips only a language prefix', () => {
    expect(stripLangPrefix('/ru/number/my')).toBe('/number/my');
    expect(stripLangPrefix('/en-US/login')).toBe('/login');
    expect(stripLangPrefix('/number/my')).toBe('/number/my');
    expect(stripLangPrefix('/ru')).toBe('/');
  });
});

describe('the number of a page (header and own-profile checks)', () => {
  it('reads it from number pages, with or without a language prefix', () => {
    expect(phoneParamOf('/number/79161234567')).toBe('79161234567');
    expect(phoneParamOf('/ru/number/%2B79161234567')).toBe('+79161234567');
  });

  it('finds none on other pages or deeper paths', () => {
    expect(phoneParamOf('/search')).toBeUndefined();
    expect(phoneParamOf('/profile/12')).toBeUndefined();
    expect(phoneParamOf('/number/79161234567/extra')).toBeUndefined();
    expect(phoneParamOf('/xx/number/79161234567')).toBeUndefined();
  });
});

describe('balance reload (spec §4)', () => {
  it('reloads a balance below 1 or unknown', () => {
    expect(balanceNeedsReload(null)).toBe(true);
    expect(balanceNeedsReload('0')).toBe(true);
    expect(balanceNeedsReload('x')).toBe(true);
    expect(balanceNeedsReload('1')).toBe(false);
    expect(balanceNeedsReload('400')).toBe(false);
  });
});
