import { describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import { createTestApp, useTestApp } from '../test/harness.js';

/** Prometheus metrics (issue 11 item 16): load per route, and never served to strangers. */
const t = useTestApp();

describe('GET /metrics', () => {
  it('counts requests per route with their latency, for this machine only', async () => {
    await t.app.inject({ method: 'GET', url: routes.apkGet.path });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /numscope_http_request_duration_seconds_count\{route="\/api\/v202305\/apk\/get",method="GET",status="200"\} \d+/,
    );
    expect(res.body).toContain('numscope_db_pool_size');
    const stranger = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(stranger.statusCode).toBe(404);
  });

  it('with METRICS_TOKEN, answers only the bearer of it', async () => {
    const app = await createTestApp(t.db, { METRICS_TOKEN: 'scrape-secret-0123456789' });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const ok = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer scrape-secret-0123456789' },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
