import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The web zones of eslint/web-boundaries.js, checked on probe files: a zone that silently stopped
// matching (a renamed folder, a wrong base path) would let every crossing through `npm run check`.
const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules a file with `code` at `path` (under apps/web/src) breaks. */
async function broken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${path}` });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('web boundaries', () => {
  it('a feature may not import another feature, neither its internals nor its index', async () => {
    expect(
      await broken(
        'features/comments/components/probe.tsx',
        "export { CommentMenu } from '../../moderation/components/comment-menu.js';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await broken('features/comments/components/probe.tsx', "export { ComplaintsCard } from '../../moderation/index.js';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('app reaches a feature only through its index.ts', async () => {
    expect(
      await broken('app/routes/probe.tsx', "export { SearchBox } from '../../features/numbers/components/search-box.js';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(await broken('app/routes/probe.tsx', "export { SearchBox } from '../../features/numbers/index.js';\n")).toEqual([]);
  });

  it('features never import app; components and lib import neither', async () => {
    expect(
      await broken('features/wallet/components/probe.tsx', "export { PageLoading } from '../../../app/routes/loading.js';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(await broken('lib/probe.ts', "export { LedgerCard } from '../features/wallet/index.js';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await broken('components/probe.tsx', "export { AppLayout } from '../app/layout/app-layout.js';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });
});
