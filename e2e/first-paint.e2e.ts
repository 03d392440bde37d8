import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_BUDGET_KB, readBuild } from '../scripts/first-paint.js';

/**
 * What a first visit downloads before /search and a number page can paint, from the build the
 * browser tier serves (global setup builds it): within issue 12's budget, and without the schema
 * library, which only forms load (decision 033). A byte count, not a timing: the same build gives
 * the same figure on any machine. `npm run bench` prints the figures.
 */
const pages = readBuild(resolve(import.meta.dirname, '../apps/web/dist')).firstPaint();

describe('JavaScript before the first paint', () => {
  for (const route of ['/search', '/number/{phone}'] as const) {
    const page = pages.find((p) => p.route === route)!;

    it(`${route} needs at most ${FIRST_PAINT_BUDGET_KB} KB of gzip`, () => {
      expect(page.kb).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_KB);
    });

    it(`${route} loads no zod before it paints`, () => {
      expect(page.modules.filter((m) => m.startsWith('zod/'))).toEqual([]);
    });
  }
});
