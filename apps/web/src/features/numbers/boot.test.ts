import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyLookup } from './boot.js';

afterEach(() => vi.unstubAllGlobals());

/** The addresses the boot module asks for on a page at `pathname`. */
function fetchedFor(pathname: string, token: string | null = null): string[] {
  const fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  startEarlyLookup(pathname, 'ru-RU', token);
  return fetchMock.mock.calls.map((call: unknown[]) => String(call[0]));
}

describe('the lookup the boot module starts', () => {
  it('is the free lookup the number page makes, bare or under a language prefix', () => {
    const lookup = '/api/v202310/search/79161234567?locale=ru-RU&paidSearch=0&source=WEB';
    expect(fetchedFor('/number/79161234567')).toEqual([lookup]);
    expect(fetchedFor('/ru/number/79161234567/')).toEqual([lookup]);
    expect(fetchedFor('/number/%2B7%20916%20123-45-67')).toEqual([lookup]);
  });

  it('is not started where the router makes no lookup', () => {
    for (const path of ['/search', '/number/my', '/number/not-found', '/ru/number/empty', '/number/7', '/number/79161234567/x', '/']) {
      expect(fetchedFor(path), path).toEqual([]);
    }
  });
});
