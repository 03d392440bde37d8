import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';

const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 5 } });

describe(`rate limit (${process.env.REDIS_URL ? 'Redis' : 'in process'})`, () => {
  it('refuses API calls past the limit with 429 RATE_LIMITED and leaves pages alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/v202310/search/79161234567' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v202310/search/79161234567' });
    expect(refused.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED', status_code: 1029 });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/number/79161234567' })).statusCode).not.toBe(429);
  });

  it('counts a path spelled with percent-escapes as the API path it is, and checks its token', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/%61pi/v202310/search/79161234567', remoteAddress: '198.51.100.7' })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/%61%70%69/v202310/search/79161234567',
      remoteAddress: '198.51.100.8',
      headers: { authorization: 'not-a-token' },
    });
    expect(forged.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
