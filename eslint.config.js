import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import imports from './eslint/imports.js';
import serverBoundaries from './eslint/server-boundaries.js';
import webBoundaries from './eslint/web-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'e2e/artifacts/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...imports,
  ...serverBoundaries,
  ...webBoundaries,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Last: formatting is Prettier's (npm run format); no lint rule may fight it.
  prettier,
);
