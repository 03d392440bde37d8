import { describe, expect, it } from 'vitest';
import { isShowPath, validShowKey } from './show-key.js';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: object) => `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;
const NOW = 1_800_000_000;

describe('the key of /payment/show', () => {
  it('is accepted while its exp is ahead', () => {
    const key = jwt({ sub: '1', exp: NOW + 60 });
    expect(validShowKey(`?key=${key}&product=numcy_400`, NOW)).toBe(key);
  });
  it('is refused once expired, without exp, unreadable or missing', () => {
    expect(validShowKey(`?key=${jwt({ exp: NOW })}`, NOW)).toBeNull();
    expect(validShowKey(`?key=${jwt({ sub: '1' })}`, NOW)).toBeNull();
    expect(validShowKey('?key=not-a-token', NOW)).toBeNull();
    expect(validShowKey('?product=numcy_400', NOW)).toBeNull();
  });
  it('belongs to /payment/show with or without a language prefix', () => {
    expect(isShowPath('/payment/show')).toBe(true);
    expect(isShowPath('/ru/payment/show')).toBe(true);
    expect(isShowPath('/payment/success')).toBe(false);
  });
});
