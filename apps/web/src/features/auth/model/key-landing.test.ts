import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenExpired } from '../../../lib/jwt.js';
import { accountSwitch, collapseLeadingSlashes, decideKeyLanding } from './key-landing.js';

const NOW = 1_800_000_000;
const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: Record<string, unknown>) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;
const valid = jwt({ sub: '42', exp: NOW + 3600 });
const expired = jwt({ sub: '42', exp: NOW - 1 });
const origin = 'https://numscope.app';
const decide = (search: string, key = valid, langPrefix?: string) => decideKeyLanding({ key, search, nowSeconds: NOW, origin, langPrefix });

describe('JWT payload', () => {
  it('decodes base64url payloads, including non-ASCII', () => {
    expect(decodeJwtPayload(jwt({ exp: 5, name: 'Ёжик' }))).toEqual({ exp: 5, name: 'Ёжик' });
  });
  it('returns null for anything that is not a JWT', () => {
    expect(decodeJwtPayload('garbage')).toBeNull();
    expect(decodeJwtPayload('a.b%c.d')).toBeNull();
    expect(decodeJwtPayload(`x.${Buffer.from('[1]').toString('base64url')}.y`)).toBeNull();
  });
  it('is expired only when exp is a number in the past', () => {
    expect(isTokenExpired(expired, NOW)).toBe(true);
    expect(isTokenExpired(jwt({ exp: NOW }), NOW)).toBe(true);
    expect(isTokenExpired(valid, NOW)).toBe(false);
    expect(isTokenExpired(jwt({ sub: 1 }), NOW)).toBe(false);
    expect(isTokenExpired('opaque-token', NOW)).toBe(false);
  });
});

describe('key landing', () => {
  it('rejects an expired key and goes to /not-authorized', () => {
    expect(decide('number=79161234567', expired)).toEqual({ kind: 'reject', redirect: '/not-authorized' });
    expect(decide('', '  ')).toMatchObject({ kind: 'reject' });
  });

  it('goes to the number when one is given, and remembers it', () => {
    expect(decide('?number=%2B7%20916%20123-45-67')).toEqual({
      kind: 'enter',
      token: valid,
      backupNumber: '79161234567',
      theme: null,
      redirect: '/number/79161234567',
    });
  });

  it('goes to /number/my without a number', () => {
    expect(decide('')).toMatchObject({ kind: 'enter', backupNumber: null, redirect: '/number/my' });
    expect(decide('number=7')).toMatchObject({ redirect: '/number/my', backupNumber: null });
  });

  it('goes to /settings when settings is present, whatever its value', () => {
    expect(decide('settings&number=79161234567')).toMatchObject({ redirect: '/settings', backupNumber: '79161234567' });
    expect(decide('settings=0')).toMatchObject({ redirect: '/settings' });
  });

  it('applies only the dark or light theme', () => {
    expect(decide('theme=dark')).toMatchObject({ theme: 'dark' });
    expect(decide('theme=light')).toMatchObject({ theme: 'light' });
    expect(decide('theme=blue')).toMatchObject({ theme: null });
  });

  it('keeps a language prefix', () => {
    expect(decide('number=79161234567', valid, '/ru')).toMatchObject({ redirect: '/ru/number/79161234567' });
    expect(decide('settings', valid, '/ru')).toMatchObject({ redirect: '/ru/settings' });
  });

  it('with banner=1 opens `to` in the top window, or where it would have gone', () => {
    expect(decide('banner=1&to=%2Fpayment%2Fshow&number=79161234567')).toEqual({
      kind: 'banner',
      token: valid,
      backupNumber: '79161234567',
      target: 'https://numscope.app/payment/show',
    });
    expect(decide('banner=1&number=79161234567')).toMatchObject({ kind: 'banner', target: 'https://numscope.app/number/79161234567' });
    expect(decide('banner=0&theme=dark')).toMatchObject({ kind: 'enter', theme: 'dark' });
  });

  it('never opens another site from `to`', () => {
    expect(decide('banner=1&to=https%3A%2F%2Fevil.example%2F')).toMatchObject({ target: 'https://numscope.app/number/my' });
    expect(decide('banner=1&to=%2F%2Fevil.example')).toMatchObject({ target: 'https://numscope.app/number/my' });
    expect(decide('banner=1&to=javascript%3Aalert(1)')).toMatchObject({ target: 'https://numscope.app/number/my' });
  });

  it('accepts a key that is not a readable JWT and leaves it to the server', () => {
    expect(decide('', 'opaque')).toMatchObject({ kind: 'enter', token: 'opaque' });
  });
});

describe('double leading slash', () => {
  it('collapses //key/… to /key/…', () => {
    expect(collapseLeadingSlashes('//key/abc')).toBe('/key/abc');
    expect(collapseLeadingSlashes('///key/abc')).toBe('/key/abc');
    expect(collapseLeadingSlashes('/key/abc')).toBeNull();
  });
});

describe('a key of another account (decision 053)', () => {
  const key = jwt({ sub: '42', phone: '+79161234567', exp: NOW + 3600 });
  it('names both numbers when another account is signed in', () => {
    const mine = jwt({ sub: '7', phone: '+447712345678', exp: NOW + 3600 });
    expect(accountSwitch(key, mine, NOW)).toEqual({ to: '+79161234567', from: '+447712345678' });
  });
  it('asks nothing when nobody is signed in, their token has expired or it is the same account', () => {
    expect(accountSwitch(key, null, NOW)).toBeNull();
    expect(accountSwitch(key, jwt({ sub: '7', phone: '+447712345678', exp: NOW - 1 }), NOW)).toBeNull();
    expect(accountSwitch(key, jwt({ sub: '42', phone: '+79161234567', exp: NOW + 60 }), NOW)).toBeNull();
  });
});
