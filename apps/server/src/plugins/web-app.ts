import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '@numscope/contract';

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
 * Serves the built web client from one port with the API: brotli or gzip copies made at build when
 * the browser accepts them, hashed assets cached for a year,
 * translation files briefly, and every other page path answered with index.html (the client's
 * router takes over). API paths and file-like paths that do not exist get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(join(distDir, 'index.html'));
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
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('ROUTE_NOT_FOUND'));
  });
}
