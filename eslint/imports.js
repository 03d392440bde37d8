// Import resolution for the boundary and cycle rules (eslint-plugin-import-x). The zones
// themselves live beside this file: server-boundaries.js and web-boundaries.js.
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx when following imports (without this, cycle detection sees no edges).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/*/tsconfig.json',
            'apps/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'scripts/tsconfig.json',
          ],
        }),
      ],
    },
  },
];
