/**
 * Two server processes on one PostgreSQL and one Redis (issue 11 item 18): what must hold across
 * instances does. Runs only with DATABASE_URL and REDIS_URL (vitest.config.ts includes *.pg-test.ts
 * then); each process is a real `node` of main.ts on its own port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, newCnonce, routes, signRequest } from '@numscope/contract';
import { loadConfig } from '../config.js';
import { simulateConfirmation } from '../integrations/simulators/phone-simulator.js';
import { uniquePhone } from './fixtures.js';

const serverUrl = process.env.DATABASE_URL!;
const dbName = `numscope_two_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const RATE_LIMIT = 400;
const env = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString(),
  JWT_KEYS: `two:${randomBytes(32).toString('hex')}`,
  RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  DEMO_SEED_NUMBERS: '0',
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
  PUBLIC_URL: 'http://127.0.0.1:9',
  // The rate-limit test speaks as its own client address (X-Forwarded-For), so that spending its
  // minute leaves the other tests' address alone, in whatever order they run.
  TRUST_PROXY: 'true',
  // Counters of this run only: limits spent by an earlier run in the same minute do not carry over.
  REDIS_KEY_PREFIX: `${dbName}:`,
};
const config = loadConfig({ ...env });
const procs: ChildProcess[] = [];
let A = '';
let B = '';

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

async function start(extra: Record<string, string>): Promise<string> {
  const port = await freePort();
  const main = resolve(import.meta.dirname, '../main.ts');
  const p = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...env, ...extra, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  procs.push(p);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return base;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance on ${port} never became ready`);
}

beforeAll(async () => {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  A = await start({});
  // The second instance starts once the first has migrated, as docs/production.md says.
  B = await start({ JOBS: 'off' });
}, 120_000);

afterAll(async () => {
  for (const p of procs) p.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

const call = (
  base: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string; body?: object; headers?: Record<string, string> } = {},
) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
  });

/** Signs a phone in over HTTP, each step on the instance given (a browser behind a load balancer). */
async function signIn(steps: [string, string, string, string], phone = uniquePhone()) {
  const [get, agree, confirm, check] = steps;
  const got = await call(get, 'GET', routes.authGet.path);
  const code = ((await got.json()) as { data: { code: string } }).data.code;
  const cookie = got.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const cnonce = newCnonce();
  const timestamp = Math.floor(Date.now() / 1000);
  const host = new URL(agree).host;
  const signature = await signRequest({
    method: 'POST',
    host,
    path: routes.authAgreement.path,
    params: { code },
    cnonce,
    timestamp,
    secret: config.AUTH_SIGNING_SECRET,
  });
  await call(agree, 'POST', routes.authAgreement.path, { body: { code, cnonce, timestamp, signature }, headers: { cookie } });
  await call(confirm, 'POST', routes.simulatorConfirm.path, { body: { channel: 'sms', phone, code } });
  const res = (await (await call(check, 'GET', `${routes.authCheck.path}?code=${code}`, { headers: { cookie } })).json()) as {
    data: { status: boolean; token: string };
  };
  expect(res.data.status).toBe(true);
  return { token: res.data.token, phone, code };
}

describe('two instances on one PostgreSQL and Redis', () => {
  it('sign-in can cross instances, and a session signed out on one is refused by the other', async () => {
    const me = await signIn([A, B, A, B]);
    expect((await call(B, 'GET', routes.me.path, { token: me.token })).status).toBe(200);
    expect((await call(A, 'POST', routes.authLogout.path, { token: me.token, body: {} })).status).toBe(200);
    expect((await call(B, 'GET', routes.me.path, { token: me.token })).status).toBe(403);
  });

  it('handles a redelivered provider webhook once, whichever instance it reaches', async () => {
    const got = await call(A, 'GET', routes.authGet.path);
    const code = ((await got.json()) as { data: { code: string } }).data.code;
    const [request] = simulateConfirmation(config, 'sms', uniquePhone(), code, null);
    const deliver = (base: string) =>
      fetch(`${base}${request!.url}`, { method: request!.method, headers: request!.headers, body: request!.payload as string });
    const first = await deliver(A);
    const second = await deliver(B);
    expect(first.headers.get('x-webhook-outcomes')).toBe('confirmed');
    expect(second.headers.get('x-webhook-outcomes')).toBe('duplicate');
  });

  it('replays an Idempotency-Key on the other instance instead of writing twice', async () => {
    const me = await signIn([A, A, A, A]);
    const body = { phone: uniquePhone().slice(1), text: 'Called twice about a parcel' };
    const key = randomUUID();
    const first = await call(A, 'POST', routes.commentAdd.path, { token: me.token, body, headers: { 'idempotency-key': key } });
    const again = await call(B, 'POST', routes.commentAdd.path, { token: me.token, body, headers: { 'idempotency-key': key } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });

  it('counts the day’s free searches once across both', async () => {
    const me = await signIn([A, A, A, A]);
    const base = 79_170_000_000 + Math.floor(Math.random() * 9_000_000);
    const looked = await Promise.all(
      Array.from({ length: LIMITS.defaultFreeRequests + 6 }, (_, i) =>
        call(i % 2 ? A : B, 'GET', `/api/v202310/search/${base + i}?locale=en-US`, { token: me.token }).then((r) => r.json()),
      ),
    );
    const free = looked.filter((r) => !(r as { data: { paidAlert: { show: boolean } } }).data.paidAlert.show);
    expect(free).toHaveLength(LIMITS.defaultFreeRequests);
  });

  it('shares the per-address rate limit', async () => {
    // One client address, alternating between the instances: one shared count.
    const statuses: number[] = [];
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < RATE_LIMIT + 10; i++) statuses.push((await call(i % 2 ? A : B, 'GET', routes.apkGet.path, { headers })).status);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBe(RATE_LIMIT);
    expect(statuses.slice(firstRefused).every((s) => s === 429)).toBe(true);
  });
});
