import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineProject } from 'vitest/config';
import { browserAliases } from './build/aliases.js';

// Testing Library's ES build, so its `react-dom` imports go through the aliases (its CommonJS build's `require`s would not).
const testingLibrary = join(
  dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

// react-router's ES build likewise (Node's conditions would pick its CommonJS one).
const router = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/development/index.mjs');

// Component tests: the UI kit and forms rendered in jsdom, driven as a user would (Testing Library),
// on Preact like the browser build (build/aliases.ts). Testing Library is bundled by Vitest, not
// loaded by Node, so its own `react-dom` imports take the same substitution.
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      ...browserAliases,
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^@testing-library\/react$/, replacement: testingLibrary },
      { find: /^react-router$/, replacement: router },
    ],
  },
  test: {
    name: 'components',
    root: import.meta.dirname,
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-i18next/,
          /@tanstack\/react-query/,
          /react-router/,
          /zustand/,
          /react-hook-form/,
          /@hookform/,
        ],
      },
    },
  },
});
