import { join } from 'node:path';

/**
 * Preact's compatibility layer stands in for React (decision 033): the same components and hooks at
 * a tenth of react-dom's bytes, so the first page paints sooner on a phone.
 */
const preact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // React 17's polyfill that react-i18next still imports; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** Every `zod` of the browser build is configured before its first schema (src/lib/zod.ts). */
const zod = [{ find: /^zod$/, replacement: join(import.meta.dirname, '../src/lib/zod.ts') }];

/** The browser build's and the component tests' module substitutions: what ships is what is tested. */
export const browserAliases = [...preact, ...zod];
