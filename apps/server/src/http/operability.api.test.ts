/** Operable servers (issue 11 items 9 and 16): a log without secrets or whole numbers, no-store on personal answers, readiness. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { maskPhone, redactUrl } from './log-redaction.js';
import { createTestApp, createTestDb } from '../test/harness.js';

describe('what the log may hold', () => {
  it('drops tokens and secrets from paths and queries', () => {
    const jwt = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(redactUrl(`/key/${jwt}?number=79161234567&theme=dark`)).toBe('/key/[redacted]?number=7916•••••67&theme=dark');
    expect(redactUrl(`/ru/key/${jwt}`)).toBe('/ru/key/[redacted]');
    expect(redactUrl('/api/v6/auth/check?code=123456&token_type=jwt')).toBe('/api/v6/auth/check?code=[redacted]&token_type=jwt');
    expect(redactUrl(`/payment/show?key=${jwt}`)).toBe('/payment/show?key=[redacted]');
  });

  it('masks phone numbers, keeping the first four and last two digits', () => {
    expect(redactUrl('/api/v202310/search/79161234567?locale=en-US')).toBe('/api/v202310/search/7916•••••67?locale=en-US');
    expect(maskPhone('+447712345678')).toBe('+4477••••••78');
    expect(redactUrl('/api/v202310/search/profile/42')).toBe('/api/v202310/search/profile/42');
    // Typed with separators, or encoded in a query.
    expect(redactUrl('/api/v202310/search/7-916-123-45-67')).toBe('/api/v202310/search/7916•••••67');
    expect(redactUrl('/api/v7/comment/list?phone=%2B7%20916%20123%2045%2067&page=2')).toBe(
      '/api/v7/comment/list?phone=+7916•••••67&page=2',
    );
    expect(redactUrl('/api/v7/comment/list?phone=%2B44+(7712)+345.678&from=2026-11-29')).toBe(
      '/api/v7/comment/list?phone=+4477••••••78&from=2026-11-29',
    );
    // Any separators, digits of other scripts; a date or a page number is left as it is.
    expect(redactUrl('/api/x/7~916_123—45[67]?at=2026-11-29&offset=20')).toBe('/api/x/7916•••••67]?at=2026-11-29&offset=20');
    expect(redactUrl('/api/x/%D9%A7%D9%A9%D9%A1%D9%A6%D9%A1%D9%A2%D9%A3%D9%A4%D9%A5%D9%A6%D9%A7')).toBe('/api/x/٧٩١٦•••••٦٧');
    expect(redactUrl('/api/v7/comment/list?phone=7x916x123&limit=10')).toBe('/api/v7/comment/list?phone=•••••••&limit=10');
  });

  it('never writes a lookup’s number or a key landing’s token to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { db, drop } = await createTestDb();
    const app = await createTestApp(db, { LOG_LEVEL: 'info' }, undefined, stream);
    try {
      await app.inject({ method: 'GET', url: '/api/v202310/search/79161234567?locale=en-US' });
      // The API reads any non-digit as a separator: its phone parameter is masked whatever it holds.
      for (const typed of [
        '7x916x1234567',
        '7%2F916%2F123%2F45%2F67',
        '%D9%A7%D9%A9%D9%A1%D9%A6%D9%A1%D9%A2%D9%A3%D9%A4%D9%A5%D9%A6%D9%A7',
      ])
        await app.inject({ method: 'GET', url: `/api/v202310/search/${typed}` });
      await app.inject({
        method: 'GET',
        url: '/key/eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
        headers: { authorization: 'secret-token' },
      });
      const log = lines.join('');
      expect(log).toContain('7916•••••67');
      expect(log).not.toContain('79161234567');
      expect(log).not.toMatch(/916.?x?123|٩١٦١٢٣/);
      expect(log).not.toContain('eyJ');
      expect(log).not.toContain('secret-token');
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('personal answers', () => {
  it('are sent with Cache-Control: no-store; a visitor’s lookup is not', async () => {
    const { db, drop } = await createTestDb();
    const app = await createTestApp(db);
    try {
      const withToken = await app.inject({ method: 'GET', url: '/api/v6/profile/me', headers: { authorization: 'not-a-token' } });
      expect(withToken.headers['cache-control']).toBe('no-store');
      const visitor = await app.inject({ method: 'GET', url: '/api/v202305/apk/get' });
      expect(visitor.headers['cache-control']).not.toBe('no-store');
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('/api/ready', () => {
  it('is 200 while the database answers and 503 once it does not', async () => {
    const { db, drop } = await createTestDb();
    const app = await createTestApp(db);
    try {
      const ok = await app.inject({ method: 'GET', url: '/api/ready' });
      expect([ok.statusCode, ok.json().data.database]).toEqual([200, true]);
      await db.close();
      const down = await app.inject({ method: 'GET', url: '/api/ready' });
      expect([down.statusCode, down.json().data]).toEqual([503, { ready: false, database: false, redis: true }]);
    } finally {
      await app.close();
      await drop().catch(() => {});
    }
  });
});

describe('TRUST_PROXY', () => {
  const burst = async (trust: string) => {
    const { db, drop } = await createTestDb();
    const app = await createTestApp(db, { RATE_LIMIT_PER_MINUTE: 2, TRUST_PROXY: trust });
    try {
      const codes = [];
      for (let i = 1; i <= 4; i++) {
        const res = await app.inject({ method: 'GET', url: '/api/v202305/apk/get', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
        codes.push(res.statusCode);
      }
      return codes;
    } finally {
      await app.close();
      await drop();
    }
  };

  it('off: a spoofed X-Forwarded-For does not escape the per-address limit', async () => {
    expect(await burst('false')).toEqual([200, 200, 429, 429]);
  });

  it('on behind a proxy: each client address has its own limit', async () => {
    expect(await burst('true')).toEqual([200, 200, 200, 200]);
  });
});

describe('webhook limits', () => {
  it('counts provider webhooks apart from users’ calls, with their own limit', async () => {
    const { db, drop } = await createTestDb();
    const app = await createTestApp(db, { RATE_LIMIT_PER_MINUTE: 2, WEBHOOK_RATE_LIMIT_PER_MINUTE: 3 });
    try {
      const user = () => app.inject({ method: 'GET', url: '/api/v202305/apk/get' }).then((r) => r.statusCode);
      const hook = () => app.inject({ method: 'POST', url: '/api/v1/webhooks/telegram', payload: {} }).then((r) => r.statusCode);
      expect([await user(), await user(), await user()]).toEqual([200, 200, 429]);
      // The users' limit is spent; webhooks from the same address still arrive, up to their own.
      const hooks = [await hook(), await hook(), await hook(), await hook()];
      expect(hooks.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(hooks[3]).toBe(429);
    } finally {
      await app.close();
      await drop();
    }
  });
});
