/**
 * JavaScript a first visit downloads before the page can paint, per route: the entry chunk and
 * everything it imports statically, the app it then imports (src/main.tsx) with its static imports,
 * plus the route's own lazily loaded chunk and its static imports (the router renders a page only
 * when its chunk has arrived). Sizes are gzip level 9 of the built
 * files — what the server sends a browser that accepts gzip (brotli is smaller still). Also the ten
 * biggest modules of the build (dist/bundle-report.json). Builds the web app when its sources changed.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
execSync('node --import tsx scripts/build.ts web', { cwd: root, stdio: 'inherit' });

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
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

const report = JSON.parse(readFileSync(join(dist, 'bundle-report.json'), 'utf8')) as {
  modules: { id: string; bytes: number; chunk: string }[];
};

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
const ROUTES: Record<string, string> = {
  '/search': 'src/app/routes/search.tsx',
  '/number/{phone}': 'src/app/routes/number.tsx',
  '/login': 'src/app/routes/login.tsx',
};
const BUDGET_KB = 100;
console.log('\nJavaScript before first paint (gzip):');
for (const [route, key] of Object.entries(ROUTES)) {
  const files = closure([...entry, chunkKeyOf(key)]);
  const kb = [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzip(f), 0) / 1024;
  console.log(
    `  ${route.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB in ${files.size} files  (budget ${BUDGET_KB} KB: ${kb <= BUDGET_KB ? 'met' : 'over'})`,
  );
}

console.log('\nTen biggest modules (rendered size before minification and compression, and their chunk):');
for (const m of report.modules.slice(0, 10)) console.log(`  ${(m.bytes / 1024).toFixed(1).padStart(7)} KB  ${m.id}  (${m.chunk})`);
