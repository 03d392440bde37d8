// Boundaries of the server and the contract as lint (docs/decisions/014-module-shape-and-areas.md).
// `npm run check` fails on an import cycle, on a deep import into another module, on a route that
// reaches a repository or the database, and on the contract importing an app.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SRC = './apps/server/src';
const modulesDir = fileURLToPath(new URL('../apps/server/src/modules', import.meta.url));
// Every folder under modules/ is an area module; a new area is covered without editing this file.
const AREAS = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Code outside module `area` may import it only through its index.ts (and its Drizzle tables, for db/schema.ts and foreign keys). */
const onlyThroughIndex = (area) => ({
  target: [
    `${SRC}/*.ts`,
    `${SRC}/!(modules)/**`,
    `${SRC}/modules/*.ts`,
    ...AREAS.filter((a) => a !== area).map((a) => `${SRC}/modules/${a}/**`),
  ],
  from: `${SRC}/modules/${area}`,
  except: ['./index.ts', `./${area}.tables.ts`],
  message: `import the ${area} module through modules/${area}/index.ts`,
});

export default [
  {
    files: ['apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...AREAS.map(onlyThroughIndex),
            {
              target: [`${SRC}/shared/**`, `${SRC}/http/**`, `${SRC}/infra/**`, `${SRC}/plugins/**`],
              from: `${SRC}/modules`,
              message: 'shared, http, infra and plugins sit below the modules and never import them',
            },
            {
              target: `${SRC}/modules/*/*.repository.ts`,
              from: [`${SRC}/modules/*/*.service.ts`, `${SRC}/modules/*/*.routes.ts`],
              message: 'a repository holds SQL only; services call it, never the other way',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes parse and call a service: never a repository or the database. The two provider routes
    // of auth are being reworked into the provider kit (issue 7, item 6) and are left out until then.
    files: ['apps/server/src/modules/**/*.routes.ts'],
    ignores: ['apps/server/src/modules/auth/simulator.routes.ts', 'apps/server/src/modules/auth/webhooks.routes.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${SRC}/modules`,
              from: [`${SRC}/modules/*/*.repository.ts`, `${SRC}/db/**`],
              message: 'a route parses the request and calls its service; SQL lives in repositories',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: ['./apps', './e2e', './bench', './scripts'],
              message: 'the contract is imported by the apps, never the reverse',
            },
          ],
        },
      ],
    },
  },
];
