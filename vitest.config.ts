import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace, and the web client's component tests (jsdom,
// apps/web/vitest.config.ts); the browser journeys run separately (e2e/).
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/scripts/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            // Tests of several server processes on PostgreSQL and Redis: only when those are given.
            ...(process.env.DATABASE_URL && process.env.REDIS_URL ? ['apps/server/src/**/*.pg-test.ts'] : []),
          ],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
