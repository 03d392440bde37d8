import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';

// A built web app in miniature: the shell, one hashed asset, one translation file.
const dist = mkdtempSync(join(tmpdir(), 'numscope-web-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, 'localeModule/json'), { recursive: true });
const themeScript = "document.documentElement.dataset.theme='dark'";
writeFileSync(join(dist, 'index.html'), `<!doctype html><title>NumScope</title><script>${themeScript}</script><div id="root"></div>`);
writeFileSync(join(dist, 'assets/app-1234.js'), 'console.log(1)');
// The build's precompressed copies (apps/web/build/precompress.ts).
const bigAsset = `console.log(${JSON.stringify('x'.repeat(4000))})`;
writeFileSync(join(dist, 'assets/big-5678.js'), bigAsset);
writeFileSync(join(dist, 'assets/big-5678.js.br'), brotliCompressSync(bigAsset));
writeFileSync(join(dist, 'assets/big-5678.js.gz'), gzipSync(bigAsset));
writeFileSync(join(dist, 'localeModule/json/en-US.json'), '{"search_title":"Search"}');
// The build's manifest: the small entry with its shared chunk, the app it imports afterwards with the
// framework and a style, the number page's own chunk and style.
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_locales-6.js'],
      dynamicImports: ['_main-7.js'],
      css: ['assets/style-9.css'],
    },
    '_locales-6.js': { file: 'assets/locales-6.js' },
    '_main-7.js': { file: 'assets/main-7.js', imports: ['_framework-2.js', '_locales-6.js'], css: ['assets/main-8.css'] },
    '_framework-2.js': { file: 'assets/framework-2.js' },
    'src/app/routes/number.tsx': { file: 'assets/number-3.js', imports: ['_framework-2.js', '_form-4.js'], css: ['assets/number-5.css'] },
    '_form-4.js': { file: 'assets/form-4.js' },
  }),
);
const t = useTestApp({ config: { WEB_DIST: dist } });

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The page's Link header, hint by hint. */
const linksOf = async (url: string) => String((await get(url)).headers.link).split(', ');

describe('web app serving', () => {
  it.each([
    '/',
    '/login',
    '/number/79161234567',
    '/ru/search',
    '/payment/success',
    '/key/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcDEF123',
    '//key/abc?number=79161234567',
    '/ru/key/a.b.c',
  ])('answers the page %s with the client', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  const entryLinks = [
    '</assets/index-1.js>; rel=modulepreload',
    '</assets/locales-6.js>; rel=modulepreload',
    '</assets/style-9.css>; rel=preload; as=style; crossorigin=anonymous',
  ];

  it.each([
    ['/ru/search', undefined, 'ru-RU'],
    ['/number/79161234567', 'ar-SA,ar;q=0.9,en;q=0.8', 'ar-SA'],
    ['/search', 'xx-YY, fr;q=0.5', 'fr-FR'],
    ['/search', undefined, 'en-US'],
    ['/he/number/79161234567', 'ru-RU', 'he-IL'],
  ])('hints the translation file %s with Accept-Language %s will load: %s', async (url, acceptLanguage, locale) => {
    const res = await t.app.inject({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
    expect(String(res.headers.link).split(', ')[entryLinks.length]).toBe(
      `</localeModule/json/${locale}.json>; rel=preload; as=fetch; crossorigin=anonymous`,
    );
  });

  it.each([
    ['/search', 'theme=dark; numscope_locale=he-IL', 'he-IL'],
    ['/ru/search', 'numscope_locale=he-IL', 'ru-RU'],
    ['/search', 'numscope_locale=xx-XX', 'fr-FR'],
  ])('hints the language the user chose (its cookie) on %s with cookies %s: %s', async (url, cookie, locale) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': 'fr-FR' } });
    expect(String(res.headers.link).split(', ')[entryLinks.length]).toBe(
      `</localeModule/json/${locale}.json>; rel=preload; as=fetch; crossorigin=anonymous`,
    );
  });

  const appLinks = [
    '</assets/main-7.js>; rel=modulepreload',
    '</assets/framework-2.js>; rel=modulepreload',
    '</assets/main-8.css>; rel=preload; as=style; crossorigin=anonymous',
  ];

  it('hints the entry first, before the translation file, so it runs first', async () => {
    expect((await linksOf('/search')).slice(0, entryLinks.length)).toEqual(entryLinks);
  });

  it("hints the app and a number page's own code and style, not what the entry already loads", async () => {
    for (const url of ['/number/79161234567', '/ru/number/79161234567']) {
      expect((await linksOf(url)).slice(entryLinks.length + 1), url).toEqual([
        ...appLinks,
        '</assets/number-3.js>; rel=modulepreload',
        '</assets/form-4.js>; rel=modulepreload',
        '</assets/number-5.css>; rel=preload; as=style; crossorigin=anonymous',
      ]);
    }
  });

  it('hints the app on every other page, which the entry imports only after it has run', async () => {
    expect((await linksOf('/login')).slice(entryLinks.length + 1)).toEqual(appLinks);
  });

  it('answers HEAD on a page like GET, without a body (issue 11 item 15)', async () => {
    for (const url of ['/', '/login', '/number/79161234567']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/unknown' })).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and translation files briefly', async () => {
    expect((await get('/assets/app-1234.js')).headers['cache-control']).toContain('immutable');
    const locale = await get('/localeModule/json/en-US.json');
    expect(locale.json()).toEqual({ search_title: 'Search' });
    expect(locale.headers['cache-control']).toContain('max-age=300');
  });

  it('answers missing files and unknown API paths with a JSON 404', async () => {
    for (const url of ['/localeModule/json/xx-XX.json', '/assets/missing.js', '/api/v1/unknown']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  it("sends a content security policy that allows only the shell's own inline script", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('sends the precompressed copy the browser accepts', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/big-5678.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigAsset);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/big-5678.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
  });
});
