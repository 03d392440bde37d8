/** Security headers (decision 032): helmet's full set on pages, the few that matter on JSON answers. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';

const dist = mkdtempSync(join(tmpdir(), 'numscope-web-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>NumScope</title><div id="root"></div>');
const t = useTestApp({ config: { WEB_DIST: dist } });

describe('security headers', () => {
  it("sends helmet's whole set with a page", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('sends only nosniff, a deny-all CSP and same-origin resource policy with a JSON answer, errors included', async () => {
    for (const url of ['/api/v202310/search/79161234567?locale=en-US', '/api/v202310/search/12?locale=en-US', '/api/v1/unknown']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
  });
});
