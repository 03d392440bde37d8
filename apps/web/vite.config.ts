import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserAliases } from './build/aliases.js';
import { bundleReport } from './build/bundle-report.js';
import { compileHints } from './build/compile-hints.js';
import { contractTables } from './build/contract-tables.js';
import { precompress } from './build/precompress.js';

/**
 * react-router's package exports point at its development build only (its own Vite plugin swaps in
 * the production one); a production bundle takes dist/production, without the dev-time checks.
 */
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionRouter = [{ find: /^react-router$/, replacement: join(routerDist, 'index.mjs') }];

const ONLY_SOME_PAGES =
  /node_modules\/(react-i18next\/dist\/es\/(Trans|TransWithoutContext)\.js|html-parse-stringify\/|void-elements\/|@tanstack\/(react-query\/build\/modern\/(useMutation|useInfiniteQuery)\.js|query-core\/build\/modern\/(mutationObserver|infiniteQueryObserver)\.js))/;

/** The app shell's module: its chunk is `main`, whatever the bundler merged into it. */
const APP_SHELL = '/src/main.tsx';
/** One module of each chunk a number page runs while it loads: the framework, the app shell, the page. */
const FIRST_PAINT_MODULES = ['/node_modules/preact/dist/preact.mjs', APP_SHELL, '/src/app/routes/number.tsx'];

// The translation files live in public/localeModule/json/ (served as-is in dev, copied to dist).
// Only the API is proxied to the server in dev; in production the server serves dist itself.
export default defineConfig(({ mode }) => ({
  plugins: [contractTables(), react(), bundleReport(), compileHints(FIRST_PAINT_MODULES), precompress()],
  resolve: { alias: [...browserAliases, ...(mode === 'production' ? productionRouter : [])] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each route needs (bench/bundle.bench.ts measures the bytes before first paint).
    manifest: true,
    target: 'es2022',
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // A chunk under 1 KB merges into one loaded in about the same places: a number page needed 17
        // files, and on a phone's HTTP/1.1 link each waits for one of six connections (decision 039).
        experimentalMinChunkSize: 1000,
        // A chunk the bundler merged keeps the name of what it was built around (the app shell's, not a
        // small page's merged into it).
        chunkFileNames: (chunk) => `assets/${chunk.moduleIds.some((id) => id.endsWith(APP_SHELL)) ? 'main' : '[name]'}-[hash].js`,
        // The libraries every page needs in their own long-cached chunks (app code changes do not
        // invalidate them); every other package goes with the lazily loaded code that uses it, so
        // the QR code, forms and the like are downloaded only where they are shown.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // Preact and the router in one chunk: apart, each imported the other (a chunk cycle that
          // left Preact's options undefined when the router's chunk ran first).
          if (/node_modules\/(preact|react-router)\//.test(id)) return 'framework';
          // Parts of these that only some pages use (the Trans component and its HTML parser on the
          // login and payment screens; mutations and paged lists) go with those pages instead.
          if (ONLY_SOME_PAGES.test(id)) return undefined;
          if (id.includes('node_modules/@tanstack')) return 'framework';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'framework';
          return undefined;
        },
      },
    },
  },
}));
