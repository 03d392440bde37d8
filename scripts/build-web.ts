/**
 * `npm start`'s build step: builds the web app only when its inputs changed since the last build
 * (a hash of the sources, the contract it imports and the lock file, kept in dist/.build-hash), so a
 * restart with unchanged sources starts the server at once. `--force` always builds.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.build-hash');
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  // Built into the client: another secret is another build.
  hash.update(process.env.VITE_AUTH_SIGNING_SECRET ?? '');
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(stampFile) && existsSync(join(dist, 'index.html')) ? readFileSync(stampFile, 'utf8').trim() : '';
if (built === current && !process.argv.includes('--force')) {
  console.log('web app is up to date (apps/web/dist); building skipped');
} else {
  // Always the production build (React's too): a test runner's NODE_ENV=test would give React's development build.
  execSync('npm run build --workspace @numscope/web', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  writeFileSync(stampFile, current);
}
