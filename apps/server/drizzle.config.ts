import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each area keeps its tables in modules/<area>/<area>.tables.ts; infrastructure tables (jobs) live beside their code.
  schema: ['./src/modules/*/*.tables.ts', './src/infra/**/*.tables.ts'],
  out: './src/db/migrations',
});
