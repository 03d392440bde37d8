/**
 * JavaScript a first visit downloads before the page can paint, per route: the entry chunk and
 * everything it imports statically, the app it then imports (src/main.tsx) with its static imports,
 * plus the route's own lazily loaded chunk and its static imports (the router renders a page only
 * when its chunk has arrived). Sizes are gzip level 9 of the built files — what the server sends a
 * browser that accepts gzip (brotli is smaller still). Read from a built web app's Vite manifest
 * and bundle report (apps/web/dist); the bench prints it and the browser tier holds it to budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 12's budget for /search and a number page. */
export const FIRST_PAINT_BUDGET_KB = 100;

/** The pages measured, by their route modules. */
export const FIRST_PAINT_ROUTES = {
  '/search': 'src/app/routes/search.tsx',
  '/number/{phone}': 'src/app/routes/number.tsx',
  '/login': 'src/app/routes/login.tsx',
} as const;

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export interface BundleModule {
  id: string;
  bytes: number;
  chunk: string;
}

export interface FirstPaint {
  route: keyof typeof FIRST_PAINT_ROUTES;
  /** The chunk files (scripts and styles) the page needs before it paints. */
  files: string[];
  /** Their scripts' gzip size. */
  kb: number;
  /** The modules bundled into those scripts. */
  modules: string[];
}

export function readBuild(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const report = JSON.parse(readFileSync(join(dist, 'bundle-report.json'), 'utf8')) as { modules: BundleModule[] };
  const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

  function closure(keys: string[], seen = new Set<string>()): Set<string> {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  }

  /**
   * The manifest key of the chunk holding a route's module: its own key when the module heads its
   * chunk, else the shared chunk the bundler put it in (found through the bundle report).
   */
  function chunkKeyOf(module: string): string {
    if (manifest[module]) return module;
    const file = report.modules.find((m) => m.id === module)?.chunk;
    const key = Object.keys(manifest).find((k) => manifest[k]!.file === file);
    if (!key) throw new Error(`${module} is in no chunk of the build`);
    return key;
  }

  // The entry (src/boot.ts) starts the lookup, then imports the app (src/main.tsx).
  const entry = [...Object.keys(manifest).filter((k) => manifest[k]!.isEntry), chunkKeyOf('src/main.tsx')];

  return {
    /** The ten biggest modules of the build, biggest first. */
    biggest: report.modules.slice(0, 10),
    firstPaint(): FirstPaint[] {
      return Object.entries(FIRST_PAINT_ROUTES).map(([route, module]) => {
        const files = [...closure([...entry, chunkKeyOf(module)])];
        const scripts = files.filter((f) => f.endsWith('.js'));
        return {
          route: route as FirstPaint['route'],
          files,
          kb: scripts.reduce((n, f) => n + gzip(f), 0) / 1024,
          modules: report.modules.filter((m) => scripts.includes(m.chunk)).map((m) => m.id),
        };
      });
    },
  };
}
