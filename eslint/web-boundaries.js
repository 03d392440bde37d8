// Boundaries of the web client (apps/web/src), as bulletproof-react draws them:
//   app  ←  features  ←  components / lib / i18n
// - a feature imports no other feature (pages in app/routes compose features instead);
// - app reaches a feature only through its index.ts, the feature's public surface (and lazy.ts, the
//   part loaded on demand with a dynamic import);
// - features never import app; components, lib and i18n import neither features nor app;
// - nothing in the client imports the server;
// - no import cycles; jsx-a11y's recommended rules on every component.
// The feature list is read from the folder, so adding a feature adds no line here.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const src = fileURLToPath(new URL('../apps/web/src/', import.meta.url));
const features = readdirSync(`${src}features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const zones = [
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message: `A feature imports no other feature: compose them in app/routes (or move what both need to lib/ or components/).`,
  })),
  ...features.map((name) => ({
    target: './app',
    from: `./features/${name}`,
    except: ['./index.ts', './lazy.ts'],
    message: `Import the feature through its index.ts (features/${name}/index.ts), or lazy.ts for what loads on demand.`,
  })),
  { target: './features', from: './app', message: 'Features never import app/: pass what they need as props, or move it to lib/.' },
  {
    target: ['./components', './lib', './i18n'],
    from: ['./features', './app'],
    message: 'components/, lib/ and i18n/ are shared by everything and import neither features nor app.',
  },
  {
    target: '.',
    from: '../../server',
    message: 'The web client never imports the server (its code would ship to the browser): what both need lives in packages/contract.',
  },
];

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: src, zones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['apps/web/src/**/*.tsx'],
  },
];
