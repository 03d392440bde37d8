/**
 * What `npm start` serves, built only when its inputs changed since the last build (a hash of the
 * inputs kept in the output folder), so a restart with unchanged sources starts at once:
 * - web: the client, by Vite, into apps/web/dist;
 * - server: the server's and the contract's TypeScript turned into JavaScript file by file (esbuild,
 *   no bundling: every file keeps its place, so paths relative to a module still hold), into
 *   apps/server/dist and packages/contract/dist, with the sources' other files (migrations, data)
 *   copied beside them. Node then starts it without a TypeScript loader (decision 042).
 *
 * Usage: node --import tsx scripts/build.ts [web] [server] [--force] [--root=<dir>]
 * Both targets by default; `--force` always builds; `--root` builds the server found under another
 * checkout (the bench's before-and-after runs).
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const HASH_FILE = '.build-hash';

interface Target {
  /** Folders and files whose contents decide whether to build, relative to the root. */
  inputs: string[];
  /** The folder whose HASH_FILE records the inputs built. */
  out: string;
  /** Files a build leaves, relative to the root: one missing (a cleaned folder) means build again. */
  outputs(root: string): string[];
  run(root: string): Promise<void>;
}

const TARGETS = {
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contract/src',
      'packages/contract/package.json',
      'package-lock.json',
    ],
    out: 'apps/web/dist',
    outputs: () => ['apps/web/dist/index.html'],
    async run(root) {
      // Always the production build (React's too): a test runner's NODE_ENV=test would give React's development build.
      execSync('npm run build --workspace @numscope/web', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    },
  },
  server: {
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/contract/src',
      'packages/contract/package.json',
      'tsconfig.base.json',
      'package-lock.json',
      'scripts/build.ts',
    ],
    out: 'apps/server/dist',
    outputs: (root) => ['apps/server/dist/main.js', join(relative(root, contractOf(root)), 'dist/index.js')],
    async run(root) {
      await transpile(join(root, 'apps/server'));
      await transpile(contractOf(root));
    },
  },
} satisfies Record<string, Target>;

/** A checkout holding the server alone (the bench's "before") runs with this checkout's contract. */
const contractOf = (root: string) =>
  existsSync(join(root, 'packages/contract/src')) ? join(root, 'packages/contract') : join(import.meta.dirname, '../packages/contract');

/** Test code, neither built nor an input of a build: `*.test.ts(x)`, `*.pg-test.ts`, test kits and `test/` folders. */
const isTestFile = (path: string) => /(^|\/)test\/|[.-]test(-kit)?\.tsx?$/.test(path);

/** `<pkg>/src` → `<pkg>/dist`: TypeScript as ES modules for this Node.js, everything else but notes copied as is. */
async function transpile(pkg: string): Promise<void> {
  const src = join(pkg, 'src');
  const dist = join(pkg, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const sources = [...files(src)].filter((f) => !isTestFile(relative(src, f)));
  await build({
    entryPoints: sources.filter((f) => f.endsWith('.ts')),
    outbase: src,
    outdir: dist,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    logLevel: 'warning',
    // The compiler options that change emitted code live in the base file (a "before" checkout has none of its own).
    tsconfig: join(import.meta.dirname, '../tsconfig.base.json'),
  });
  for (const f of sources.filter((f) => !f.endsWith('.ts') && !f.endsWith('.md'))) cpSync(f, join(dist, relative(src, f)));
}

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

function inputHash(root: string, target: Target): string {
  const hash = createHash('sha256');
  for (const input of target.inputs) {
    for (const file of files(join(root, input))) {
      if (isTestFile(relative(root, file))) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  // Built into the client: another secret is another build.
  if (target === TARGETS.web) hash.update(process.env.VITE_AUTH_SIGNING_SECRET ?? '');
  return hash.digest('hex');
}

async function buildIfChanged(name: keyof typeof TARGETS, root: string, force: boolean): Promise<void> {
  const target: Target = TARGETS[name];
  const out = join(root, target.out);
  const current = inputHash(root, target);
  const stamp = join(out, HASH_FILE);
  const complete = target.outputs(root).every((f) => existsSync(resolve(root, f)));
  const built = complete && existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (built === current && !force) {
    console.log(`${name} is up to date (${target.out}); building skipped`);
    return;
  }
  const started = Date.now();
  await target.run(root);
  writeFileSync(stamp, current);
  console.log(`${name} built (${target.out}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const args = process.argv.slice(2);
const root = resolve(args.find((a) => a.startsWith('--root='))?.slice('--root='.length) ?? join(import.meta.dirname, '..'));
const named = args.filter((a): a is keyof typeof TARGETS => a in TARGETS);
for (const name of named.length > 0 ? named : (Object.keys(TARGETS) as (keyof typeof TARGETS)[])) {
  await buildIfChanged(name, root, args.includes('--force'));
}
