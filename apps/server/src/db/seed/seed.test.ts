import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { seedDemo } from './seed.js';
import { SHOWCASE } from './generator.js';

const t = useTestApp({ per: 'test' });

describe('seedDemo', () => {
  it('writes the showcase and random numbers with figures that match what the lookup shows', async () => {
    const result = await seedDemo(t.db, { numbers: 30, seed: 3 });
    expect(result.numbers).toBe(30 + SHOWCASE.length);
    const [counts] = await t.db.query<{ numbers: number; comments: number }>({
      name: 't_seed_counts',
      text: 'select (select count(*)::int from numbers) as numbers, (select count(*)::int from comments) as comments',
    });
    expect(counts).toEqual({ numbers: result.numbers, comments: result.comments });
    const res = await t.app.inject({ method: 'GET', url: '/api/v202310/search/79161234567' });
    const data = res.json().data;
    expect(data.metrics.commentsCount).toBe(26);
    expect(data.comments).toHaveLength(10);
    expect(data.contacts.length).toBeGreaterThan(0);
  });

  it('gives the showcase sensible reputations: fraud and collectors low, couriers and clinics high', async () => {
    await seedDemo(t.db, { numbers: 10, seed: 3 });
    const index = async (scenario: string) => {
      const digits = SHOWCASE.find((s) => s.scenario === scenario)!.e164.slice(1);
      const data = (await t.app.inject({ method: 'GET', url: `/api/v202310/search/${digits}` })).json().data;
      return { index: data.metrics.index as number, unwanted: data.metrics.isUnwanted as boolean, why: data.reputation };
    };
    for (const bad of ['fraud', 'collector']) {
      const r = await index(bad);
      expect(r.index, bad).toBeLessThan(3.5);
      expect(r.unwanted, bad).toBe(true);
      expect(r.why.warnings, bad).toBeGreaterThan(r.why.endorsements);
    }
    for (const good of ['delivery', 'clinic']) {
      const r = await index(good);
      expect(r.index, good).toBeGreaterThanOrEqual(6.5);
      expect(r.unwanted, good).toBe(false);
    }
  });

  it('adds to a database that has data without repeating numbers', async () => {
    await seedDemo(t.db, { numbers: 30, seed: 3 });
    const again = await seedDemo(t.db, { numbers: 10, seed: 3 });
    expect(again.numbers).toBe(10);
    const [dupes] = await t.db.query<{ n: number }>({
      name: 't_seed_dupes',
      text: 'select count(*)::int as n from (select e164 from numbers group by e164 having count(*) > 1) d',
    });
    expect(dupes!.n).toBe(0);
  });
});
