/**
 * The bundle report (issue 12 item 2): per route, the gzip size of the JavaScript a first visit
 * needs before the page can paint (scripts/first-paint.ts), and the ten biggest modules of the
 * build (dist/bundle-report.json). Builds the web app when its sources changed.
 */
import { execSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { FIRST_PAINT_BUDGET_KB, readBuild } from '../scripts/first-paint.js';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
execSync('node --import tsx scripts/build.ts web', { cwd: root, stdio: 'inherit' });

const build = readBuild(dist);
console.log('\nJavaScript before first paint (gzip):');
for (const { route, files, kb } of build.firstPaint()) {
  console.log(
    `  ${route.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB in ${files.length} files  (budget ${FIRST_PAINT_BUDGET_KB} KB: ${kb <= FIRST_PAINT_BUDGET_KB ? 'met' : 'over'})`,
  );
}

console.log('\nTen biggest modules (rendered size before minification and compression, and their chunk):');
for (const m of build.biggest) console.log(`  ${(m.bytes / 1024).toFixed(1).padStart(7)} KB  ${m.id}  (${m.chunk})`);
