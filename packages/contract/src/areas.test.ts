import { describe, expect, it } from 'vitest';
import { AREA_CONTRACTS, AREAS } from './areas.js';
import { defineArea, mergeAreas } from './area-kit.js';
import { ERRORS } from './errors.js';
import { routes } from './routes.js';

describe('areas', () => {
  it('name every area once, in the shared vocabulary', () => {
    expect([...AREAS]).toEqual([
      'auth',
      'account',
      'numbers',
      'comments',
      'notes-and-names',
      'history',
      'moderation',
      'reputation',
      'wallet',
      'settings',
      'payments',
      'subscriptions',
      'notifications',
    ]);
  });

  it('merge every area route into the one table, each path and method served once', () => {
    const fromAreas = AREA_CONTRACTS.flatMap((a) => Object.keys(a.routes));
    expect(Object.keys(routes).sort()).toEqual([...fromAreas].sort());
    const endpoints = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it('give every error a status_code no other error has', () => {
    const codes = Object.values(ERRORS).map((e) => e.status_code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(ERRORS.PHONE_INVALID.status_code).toBe(1001);
  });

  it('answer 403 or 426 only where the session must end (spec §8: the client then drops its token)', () => {
    const signingOut = Object.entries(ERRORS)
      .filter(([, e]) => (e.http as number) === 403 || (e.http as number) === 426)
      .map(([name]) => name)
      .sort();
    // The webhook's refusal goes to a payment provider, never to the web client.
    expect(signingOut).toEqual(['ACCOUNT_DELETED', 'CLIENT_OUTDATED', 'TOKEN_INVALID', 'WEBHOOK_SIGNATURE_INVALID']);
  });

  it('refuse two areas declaring the same route name', () => {
    const a = defineArea('a', { routes: { x: routes.me }, errors: {}, translationPrefixes: [] });
    const b = defineArea('b', { routes: { x: routes.balance }, errors: {}, translationPrefixes: [] });
    expect(() => mergeAreas([a, b], 'routes')).toThrow(/x of area b is declared twice/);
  });
});
