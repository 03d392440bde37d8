import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AREAS } from '@numscope/contract';
import { describe, expect, it } from 'vitest';

/**
 * One set of area names in every layer (docs/decisions/014-module-shape-and-areas.md): the
 * contract's AREAS list names the server modules, the web features and the browser journeys.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const folders = (dir: string) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const known = new Set<string>(AREAS);
/** Journeys that check every area at once rather than belong to one (axe-core's WCAG checks, the first-paint budget). */
const CROSS_CUTTING_JOURNEYS = new Set(['accessibility', 'first-paint']);

describe('area names', () => {
  it('name every server module folder', () => {
    expect(folders('apps/server/src/modules').filter((m) => !known.has(m))).toEqual([]);
  });

  it('name every web feature folder', () => {
    expect(folders('apps/web/src/features').filter((f) => !known.has(f))).toEqual([]);
  });

  it('name every browser journey file', () => {
    const journeys = readdirSync(`${root}/e2e`)
      .filter((f) => f.endsWith('.e2e.ts'))
      .map((f) => f.replace(/\.e2e\.ts$/, ''));
    expect(journeys.filter((j) => !known.has(j) && !CROSS_CUTTING_JOURNEYS.has(j))).toEqual([]);
  });
});
