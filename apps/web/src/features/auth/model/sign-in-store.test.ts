import { DEFAULT_SIGNING_SECRET, signRequest } from '@numscope/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.js';
import { requestCode, resetSignIn, useSignIn } from './sign-in-store.js';

const store = new Map<string, string>();
const instructions = [
  { method: 'sms', link: 'sms:+15550002001?body=123456', number: '+15550002001', text: '123456', qr: 'SMSTO:+15550002001:123456' },
  {
    method: 'telegram',
    link: 'https://t.me/NumScopeBot?start=123456',
    number: null,
    text: null,
    qr: 'https://t.me/NumScopeBot?start=123456',
  },
];

type Call = { url: string; init: RequestInit };
let calls: Call[];
let checks: unknown[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  store.clear();
  calls = [];
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('location', { host: 'numscope.test', origin: 'https://numscope.test' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.startsWith('/api/v202111/auth/get'))
        return json(200, {
          status: 'success',
          data: { code: '123456', auth: 'telegram', expiresIn: 120, methods: instructions, simulator: true },
        });
      if (url === '/api/v6/auth/agreement_code') return json(200, { status: 'success', data: { status: true } });
      if (url.startsWith('/api/v6/auth/check')) return json(...(checks.shift() as [number, unknown]));
      return json(404, {});
    }),
  );
  useSession.getState().sync();
  resetSignIn();
});
afterEach(() => {
  resetSignIn();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-in flow', () => {
  it('gets a code, sends the signed agreement with the typed number, polls the check and signs in', async () => {
    const pending = [200, { status: 'success', data: { status: false } }];
    checks = [
      pending,
      pending,
      [
        200,
        { status: 'success', data: { status: true, token: 'jwt.token.x', phoneNumber: '+79161234567', profileId: 42, isNewUser: true } },
      ],
    ];
    useSignIn.getState().setPhone('79161234567');
    await requestCode('ru-RU');

    expect(calls[0]!.url).toBe('/api/v202111/auth/get?lang=ru&platform=WEB');
    const agreement = calls[1]!;
    const form = new URLSearchParams(String(agreement.init.body));
    expect(form.get('code')).toBe('123456');
    expect(form.get('phone')).toBe('+79161234567');
    const expected = await signRequest({
      method: 'POST',
      host: 'numscope.test',
      path: '/api/v6/auth/agreement_code',
      params: { code: '123456', phone: '+79161234567' },
      cnonce: form.get('cnonce')!,
      timestamp: Number(form.get('timestamp')),
      secret: DEFAULT_SIGNING_SECRET,
    });
    expect(form.get('signature')).toBe(expected);
    expect(form.get('cnonce')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    const s = useSignIn.getState();
    expect(s).toMatchObject({
      phase: 'waiting',
      code: '123456',
      authMethod: 'telegram',
      agreementCodeSended: true,
      isProcessed: true,
      wait: false,
    });
    expect(s.methods.map((m) => m.method)).toEqual(['telegram', 'sms']);

    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[2]!.url).toBe('/api/v6/auth/check?code=123456&token_type=jwt');
    await vi.advanceTimersByTimeAsync(3500 * 2);
    expect(calls).toHaveLength(5);
    expect(useSession.getState()).toMatchObject({ token: 'jwt.token.x', phoneNumber: '+79161234567', profileId: 42 });
    expect(store.get('token')).toBe('jwt.token.x');
    expect(store.get('profileId')).toBe('42');
    expect(useSignIn.getState()).toMatchObject({ phase: 'agreement', code: null, isNewUser: true });
  });

  it('stores the error code and stops when the check fails', async () => {
    checks = [[410, { status: 'error', status_code: 2003, code: 'AUTH_CODE_EXPIRED', message: 'x' }]];
    await requestCode('en-US');
    await vi.advanceTimersByTimeAsync(3000);
    expect(useSignIn.getState()).toMatchObject({ phase: 'failed', authError: 2003, code: null, isProcessed: false });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.filter((c) => c.url.startsWith('/api/v6/auth/check'))).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
  });

  it('fails with 2010 when the code is never confirmed', async () => {
    checks = Array.from({ length: 10 }, () => [200, { status: 'success', data: { status: false } }]);
    await requestCode('en-US');
    await vi.advanceTimersByTimeAsync(3000 + 9 * 3500);
    expect(useSignIn.getState()).toMatchObject({ phase: 'failed', authError: 2010 });
    expect(calls.filter((c) => c.url.startsWith('/api/v6/auth/check'))).toHaveLength(10);
  });

  it('stores the numeric code when getting a code fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { status: 'error', status_code: 2009, code: 'AUTH_TOO_MANY_ATTEMPTS', message: 'x' })),
    );
    await requestCode('en-US');
    expect(useSignIn.getState()).toMatchObject({ phase: 'failed', authError: 2009, wait: false });
  });
});
