import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { RENEWED_TOKEN_HEADER, routes, type RouteName } from '@numscope/contract';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createKvStore } from '../../infra/kv-store.js';
import { createTestClock } from '../../infra/clock.js';
import { uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs } from '../../test/sign-in.js';
import { createTokens, localKeys } from './tokens.js';
import type { FastifyInstance } from 'fastify';

// The test clock starts now: the signed agreement's timestamp is the real time.
const clock = createTestClock(new Date());
const t = useTestApp({ clock });

const read = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: routes.me.path, headers: { authorization: token } });
const write = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: routes.noticeAdd.path,
    headers: { authorization: token },
    payload: { phone: uniquePhone(), text: 'a private note' },
  });
const post = (app: FastifyInstance, name: RouteName, token: string) =>
  app.inject({ method: 'POST', url: routes[name].path, headers: { authorization: token }, payload: {} });

/** An account deleted the way the product deletes (decision 023: the row stays, marked and without its number). */
async function deleteAccount(accountId: number) {
  await t.db.query({ name: 't_del_account', text: `update accounts set deleted_at = $2, phone = 'deleted:' || id where id = $1` }, [
    accountId,
    new Date(),
  ]);
}

describe('sign-out ends the session on the server', () => {
  it('refuses the signed-out token on reads and writes, and keeps the same account signed in elsewhere', async () => {
    const phone = uniquePhone();
    const laptop = await signInAs(t.app, phone);
    const phoneApp = await signInAs(t.app, phone);
    expect((await read(t.app, laptop.token)).statusCode).toBe(200);

    const out = await post(t.app, 'authLogout', laptop.token);
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ status: true, sessions: 1 });

    for (const res of [await read(t.app, laptop.token), await write(t.app, laptop.token), await post(t.app, 'authLogout', laptop.token)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID', status_code: 2011 });
    }
    expect((await read(t.app, phoneApp.token)).statusCode).toBe(200);
  });

  it('signs out on all devices: every token of the account gets 403, other accounts are untouched', async () => {
    const phone = uniquePhone();
    const a = await signInAs(t.app, phone);
    const b = await signInAs(t.app, phone);
    const other = await signInAs(t.app);
    expect((await read(t.app, b.token)).statusCode).toBe(200);

    const all = await post(t.app, 'authLogoutAll', a.token);
    expect(all.json().data).toEqual({ status: true, sessions: 2 });
    expect((await read(t.app, a.token)).statusCode).toBe(403);
    expect((await read(t.app, b.token)).statusCode).toBe(403);
    expect((await write(t.app, b.token)).statusCode).toBe(403);
    expect((await read(t.app, other.token)).statusCode).toBe(200);
  });
});

describe('tokens of deleted or unknown accounts', () => {
  it('answers 403 on reads and writes for a deleted account (never 200 or 500)', async () => {
    const gone = await signInAs(t.app);
    await deleteAccount(gone.profileId);
    for (const res of [await read(t.app, gone.token), await write(t.app, gone.token)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TOKEN_INVALID');
    }
  });

  it('answers 403 once an account in use is deleted and its sessions revoked', async () => {
    const gone = await signInAs(t.app);
    expect((await write(t.app, gone.token)).statusCode).toBe(200);
    await t.app.revokeSessions(gone.profileId);
    await deleteAccount(gone.profileId);
    expect((await read(t.app, gone.token)).statusCode).toBe(403);
    expect((await write(t.app, gone.token)).statusCode).toBe(403);
  });

  it('answers 403 to a validly signed token of an account or session this server does not know', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const tokens = createTokens(localKeys(config.DATA_DIR), 3600, clock);
    const me = await signInAs(t.app);
    const unknownAccount = await tokens.issue({ accountId: 987_654_321, phone: '+79990000000', sessionId: 'no-such-session' });
    const unknownSession = await tokens.issue({ accountId: me.profileId, phone: me.phone, sessionId: 'no-such-session' });
    for (const token of [unknownAccount, unknownSession]) {
      expect((await read(t.app, token)).statusCode).toBe(403);
      expect((await write(t.app, token)).statusCode).toBe(403);
    }
  });
});

describe('token lifetime and refresh on use', () => {
  it('gives a fresh token of the same session after a day; the session still ends on sign-out', async () => {
    const me = await signInAs(t.app);
    const start = clock.now();
    onTestFinished(() => clock.set(start));
    const early = await read(t.app, me.token);
    expect(early.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();

    clock.advance(25 * 3600_000);
    const later = await read(t.app, me.token);
    expect(later.statusCode).toBe(200);
    const renewed = later.headers[RENEWED_TOKEN_HEADER] as string;
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(me.token);

    // Past the first token's 7 days, the renewed one still works; signing out with it ends both.
    clock.advance(6 * 86_400_000);
    expect((await read(t.app, me.token)).statusCode).toBe(403);
    expect((await read(t.app, renewed)).statusCode).toBe(200);
    expect((await post(t.app, 'authLogout', renewed)).statusCode).toBe(200);
    expect((await read(t.app, renewed)).statusCode).toBe(403);
  });
});

describe('revocation across two server instances on the same database and kv store', () => {
  it('a token signed out on one instance is refused by the other at once, though the other had it cached', async () => {
    const prefix = `numscope-test-${randomUUID()}:`;
    const config = loadConfig(
      { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: undefined, WEB_DIST: '/nonexistent' },
      {},
    );
    // With REDIS_URL both instances use Redis under one prefix; without it they share one in-memory store.
    const kv = createKvStore(config.REDIS_URL, prefix);
    const a = await buildApp({ config, db: t.db, keyPrefix: prefix, kv, clock });
    const b = await buildApp({
      config,
      db: t.db,
      keyPrefix: prefix,
      kv: config.REDIS_URL ? createKvStore(config.REDIS_URL, prefix) : kv,
      clock,
    });
    try {
      const me = await signInAs(a);
      const other = await signInAs(b, me.phone);
      expect((await read(a, me.token)).statusCode).toBe(200);
      expect((await read(b, me.token)).statusCode).toBe(200);
      expect((await post(a, 'authLogout', me.token)).statusCode).toBe(200);
      expect((await read(b, me.token)).statusCode).toBe(403);
      expect((await post(b, 'authLogoutAll', other.token)).statusCode).toBe(200);
      expect((await read(a, other.token)).statusCode).toBe(403);
    } finally {
      await a.close();
      await b.close();
      await kv.close();
    }
  });
});

describe('sign-out as the web client sends it', () => {
  it('accepts an empty form body', async () => {
    const me = await signInAs(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: routes.authLogout.path,
      headers: { authorization: me.token, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(t.app, me.token)).statusCode).toBe(403);
  });
});
