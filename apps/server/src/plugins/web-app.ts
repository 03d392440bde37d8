import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody, findLocale, LOCALE_COOKIE, localeFromBrowser, localeFromSegment } from '@numscope/contract';

/**
 * CSP sources for the inline scripts of the built index.html (the theme set before first paint):
 * their sha256 hashes, so no other inline script can run.
 */
export function inlineScriptSources(distDir: string): string[] {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The translation file a page visit will most likely load, as the client chooses it (web
 * i18n/locale.ts, with the same readings from the contract): the `/{lang}/` prefix, else the
 * choice the user stored (its cookie copy), else the browser's languages in their order.
 */
export function likelyLocale(path: string, acceptLanguage: string | undefined, cookieHeader?: string): string {
  const first = path.split('/').find((s) => s !== '');
  const stored = STORED_LOCALE.exec(cookieHeader ?? '')?.[1];
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return (localeFromSegment(first) ?? (stored ? findLocale(stored) : undefined) ?? localeFromBrowser(tags)).code;
}

const STORED_LOCALE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([A-Za-z-]{2,10})(?:;|$)`);

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The lazily loaded code of the pages a first visit most often opens, by the module the web app's
 * router (app/router.tsx) loads for them, with or without a `/{lang}` prefix.
 */
const PAGE_MODULES: { path: RegExp; module: string }[] = [
  { path: /^(?:\/[a-z]{2}(?:[-_][a-z]{2,4})?)?\/search\/?$/i, module: 'src/app/routes/search.tsx' },
  { path: /^(?:\/[a-z]{2}(?:[-_][a-z]{2,4})?)?\/number\/\d+\/?$/i, module: 'src/app/routes/number.tsx' },
];

export interface CodeHints {
  /** The entry's own code and style: first, so the small entry runs (and starts the lookup) first. */
  entry: string[];
  /** The rest of a page's code: the app the entry imports, the page's own chunks. */
  forPage: (path: string) => string[];
}

/**
 * Link hints for a page's code, read from the build's manifest: the entry (which the HTML names
 * only at its end), the app the entry imports once it has started a page's lookup, and the page's
 * own chunks, with their styles, so all of it downloads with the page instead of after the entry has
 * run and asked for it. Without a manifest (an older build), no hints.
 */
export function pageCodeHints(distDir: string): CodeHints {
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return { entry: [], forPage: () => [] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  // crossorigin: Vite's tags load both with CORS, and a hint must match to be used.
  const links = (keys: Iterable<string>) => {
    const chunks = [...keys].map((k) => manifest[k]!);
    return [
      ...chunks.map((c) => `</${c.file}>; rel=modulepreload`),
      ...[...new Set(chunks.flatMap((c) => c.css ?? []))].map((css) => `</${css}>; rel=preload; as=style; crossorigin=anonymous`),
    ];
  };
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const entry = closure(entryKeys);
  // The entry's one dynamic import is the app (web src/boot.ts imports main.tsx once it has started
  // a page's lookup).
  const app = [...closure(entryKeys.flatMap((k) => manifest[k]!.dynamicImports ?? []))].filter((k) => !entry.has(k));
  const appLinks = links(app);
  const loaded = new Set([...entry, ...app]);
  const pages = PAGE_MODULES.map(({ path, module }) => ({
    path,
    links: [...appLinks, ...links([...closure([module])].filter((k) => !loaded.has(k)))],
  }));
  return { entry: links(entry), forPage: (path) => pages.find((h) => h.path.test(path))?.links ?? appLinks };
}

/**
 * Serves the built web client from one port with the API: brotli or gzip copies made at build when
 * the browser accepts them, hashed assets cached for a year,
 * translation files briefly, and every other page path answered with index.html (the client's
 * router takes over). API paths and file-like paths that do not exist get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  const codeHints = pageCodeHints(distDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      wildcard: true,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.includes('/localeModule/')) reply.header('cache-control', 'public, max-age=300');
        else reply.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web client not built; serving the API only (npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Files live under /assets/, /localeModule/ or at the top level (favicon.svg); anything else is
    // a page, even with a dot in it (a /key/<jwt> link ends in a signature segment).
    const isFile = path.startsWith('/assets/') || path.startsWith('/localeModule/') || /^\/[^/]+\.[a-z0-9]+$/i.test(path);
    // HEAD answers like GET (monitors and link checkers ask with HEAD).
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !isFile;
    if (hasWeb && isPage) {
      // The entry first, then the translation file and the rest of the page's code: they download
      // with the entry instead of after it has run; the page renders only once all are there
      // (decisions 033 and 035).
      const locale = likelyLocale(path, request.headers['accept-language'], request.headers.cookie);
      const links = [
        ...codeHints.entry,
        `</localeModule/json/${locale}.json>; rel=preload; as=fetch; crossorigin=anonymous`,
        ...codeHints.forPage(path),
      ];
      return reply.header('link', links.join(', ')).header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('ROUTE_NOT_FOUND'));
  });
}
