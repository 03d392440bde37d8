import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSessionOnServer } from './sign-out.js';

afterEach(() => vi.unstubAllGlobals());

describe('endSessionOnServer', () => {
  it('ends this session, or every session of the account, with the token it is given', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await endSessionOnServer('tok-1')).toBe(true);
    expect(await endSessionOnServer('tok-2', true)).toBe(true);
    const [url1, init1] = fetchMock.mock.calls[0]!;
    const [url2, init2] = fetchMock.mock.calls[1]!;
    expect(url1).toBe('/api/v1/auth/logout');
    expect(url2).toBe('/api/v1/auth/logout_all');
    expect(init1!.method).toBe('POST');
    expect((init1!.headers as Record<string, string>).authorization).toBe('tok-1');
    expect((init2!.headers as Record<string, string>).authorization).toBe('tok-2');
  });

  it('goes nowhere when the session had already ended or the server is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    expect(await endSessionOnServer('dead')).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await endSessionOnServer('tok')).toBe(false);
  });
});
