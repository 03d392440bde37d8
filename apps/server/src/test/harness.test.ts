import { describe, expect, it } from 'vitest';
import { createTestClock } from '../infra/clock.js';
import { insertNumber } from './fixtures.js';
import { useTestApp } from './harness.js';

const clock = createTestClock('2026-03-01T00:00:00Z');
const perFile = useTestApp({ clock });

describe('useTestApp', () => {
  it("hands the test clock to the app, so a test moves the app's time", async () => {
    expect(perFile.app.clock.now().toISOString()).toBe('2026-03-01T00:00:00.000Z');
    clock.advance(90_000);
    expect(perFile.app.clock.now().toISOString()).toBe('2026-03-01T00:01:30.000Z');
    const health = await perFile.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data.ok).toBe(true);
  });
});

describe("useTestApp({ per: 'test' })", () => {
  const perTest = useTestApp({ per: 'test' });
  const count = async () =>
    (await perTest.db.query<{ n: number }>({ name: 't_harness_numbers', text: 'select count(*)::int as n from numbers' }))[0]!.n;

  // Both tests write a number and find only their own: each test has a database of its own.
  it.each(['first', 'second'])('gives the %s test an empty database of its own', async () => {
    expect(await count()).toBe(0);
    await insertNumber(perTest.db);
    expect(await count()).toBe(1);
  });
});
