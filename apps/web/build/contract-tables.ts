import { ERRORS, routes } from '@numscope/contract';
import type { Plugin } from 'vite';

const ROUTES_MODULE = '/packages/contract/src/routes.ts';
const ERRORS_MODULE = '/packages/contract/src/errors.ts';

/**
 * In the production browser build, the contract's route table and error catalogue become their
 * plain data — method, path and auth of each route, the codes of each error — without the zod
 * schemas they are built from. The browser re-validates answers only in development and component
 * tests (lib/api.ts), so a first visit downloads no schema library; forms that validate input
 * import their schemas themselves and load them with their own chunk (docs/decisions/033).
 */
export function contractTables(): Plugin {
  const routeData = Object.fromEntries(Object.entries(routes).map(([name, r]) => [name, { method: r.method, path: r.path, auth: r.auth }]));
  return {
    name: 'numscope:contract-tables',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id.endsWith(ROUTES_MODULE)) return `export const routes = ${JSON.stringify(routeData)};`;
      if (id.endsWith(ERRORS_MODULE)) return `export const ERRORS = ${JSON.stringify(ERRORS)};`;
      return undefined;
    },
  };
}
