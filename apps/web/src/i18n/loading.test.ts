import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from './index.js';

/** What the page downloads for its text: the user's locale file, and another only when that fails. */
describe('loading the translation file', () => {
  afterEach(() => vi.unstubAllGlobals());

  const serve = (ok: (url: string) => boolean) => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        const locale = /json\/(.+)\.json$/.exec(url)![1];
        return ok(url)
          ? new Response(JSON.stringify({ search_title: `title in ${locale}` }), { status: 200 })
          : new Response('', { status: 503 });
      }),
    );
    return fetched;
  };

  it('downloads only the chosen locale when it is complete', async () => {
    const fetched = serve(() => true);
    await initI18n('ru-RU');
    expect(fetched).toEqual(['/localeModule/json/ru-RU.json']);
    expect(i18n.t('search_title')).toBe('title in ru-RU');
  });

  it("falls back to the default locale's file when the chosen one fails to load", async () => {
    const fetched = serve((url) => !url.includes('fr-FR'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.changeLanguage('fr-FR');
    expect(fetched).toEqual(['/localeModule/json/fr-FR.json', '/localeModule/json/en-US.json']);
    expect(i18n.t('search_title')).toBe('title in en-US');
  });

  it('starts showing the keys when no translation file loads at all', async () => {
    const fetched = serve(() => false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(initI18n('fr-FR')).rejects.toThrow('HTTP 503');
    expect(fetched).toEqual(['/localeModule/json/fr-FR.json', '/localeModule/json/en-US.json']);
    expect(i18n.t('search_title')).toBe('search_title');
  });
});
