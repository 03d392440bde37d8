import { describe, expect, it } from 'vitest';
import { appModeRedirect, isPaymentPath } from './app-mode.js';

describe('payment routes', () => {
  it.each([
    '/payment',
    '/payment/',
    '/payment/success',
    '/payment/fail',
    '/payment/numcy',
    '/ru/payment',
    '/en-US/payment/pro',
    '/settings/payment',
    '/ru/settings/payment',
  ])('%s is a payment route', (p) => expect(isPaymentPath(p)).toBe(true));
  it.each(['/', '/search', '/number/79161234567', '/settings', '/ru/search', '/paymentx', '/login'])('%s is not', (p) =>
    expect(isPaymentPath(p)).toBe(false),
  );
});

describe('app mode', () => {
  const on = { apk: '1', signedIn: true };
  it('sends every other route to /payment when the apk flag is set and the user is signed in', () => {
    expect(appModeRedirect('/search', on)).toBe('/payment');
    expect(appModeRedirect('/number/my', on)).toBe('/payment');
    expect(appModeRedirect('/settings', on)).toBe('/payment');
    expect(appModeRedirect('/', on)).toBe('/payment');
  });
  it('keeps payment routes and entry points', () => {
    expect(appModeRedirect('/payment/success', on)).toBeNull();
    expect(appModeRedirect('/ru/payment', on)).toBeNull();
    expect(appModeRedirect('/key/abc', on)).toBeNull();
    expect(appModeRedirect('/ru/key/abc', on)).toBeNull();
  });
  it('does nothing without the flag or without sign-in', () => {
    expect(appModeRedirect('/search', { apk: null, signedIn: true })).toBeNull();
    expect(appModeRedirect('/search', { apk: '0', signedIn: true })).toBeNull();
    expect(appModeRedirect('/search', { apk: '1', signedIn: false })).toBeNull();
  });
});
