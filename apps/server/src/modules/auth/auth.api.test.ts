import { describe, expect, it } from 'vitest';
import { AUTH_METHODS, newCnonce, routes, signRequest, webhookPath, type AuthMethod } from '@numscope/contract';
import { loadConfig } from '../../config.js';
import { simulateConfirmation, simulatedUserId } from '../../integrations/simulators/phone-simulator.js';
import { callNumberPool } from '../../test/fixtures.js';
import { createTestApp, useTestApp } from '../../test/harness.js';
import { AUTH_LIMITS } from './auth.service.js';

const config = loadConfig({ NODE_ENV: 'test' });
const HOST = 'numscope.test';
const t = useTestApp({ config: { MIN_CLIENT_VERSION: '2.0.0', FLASHCALL_NUMBERS: callNumberPool('+1555100') } });

// Each test signs in from its own address, so attempt limits of one test do not touch another.
let lastIp = 0;
const nextIp = () => `10.0.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

// The browser (cookie) that asked for each code: the agreement counts only from it.
const cookieOf = new Map<string, string>();

async function start(ip = nextIp()) {
  const res = await t.app.inject({ method: 'GET', url: `${routes.authGet.path}?lang=en&platform=WEB`, remoteAddress: ip });
  const cookie = res.cookies.find((c) => c.name === 'ns_auth');
  if (cookie) cookieOf.set(res.json().data.code, `ns_auth=${cookie.value}`);
  return { res, data: res.json().data, cookie: cookie ? `ns_auth=${cookie.value}` : '', rawCookie: cookie, ip };
}

async function agree(
  code: string,
  over: Partial<{ cnonce: string; timestamp: number; signature: string; cookie: string; ip: string; phone: string }> = {},
) {
  const number: Record<string, string> = over.phone === undefined ? {} : { phone: over.phone };
  const cnonce = over.cnonce ?? newCnonce();
  const timestamp = over.timestamp ?? Math.floor(Date.now() / 1000);
  const signature =
    over.signature ??
    (await signRequest({
      method: 'POST',
      host: HOST,
      path: routes.authAgreement.path,
      params: { code, ...number },
      cnonce,
      timestamp,
      secret: config.AUTH_SIGNING_SECRET,
    }));
  const res = await t.app.inject({
    method: 'POST',
    url: routes.authAgreement.path,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', cookie: over.cookie ?? cookieOf.get(code) ?? '' },
    remoteAddress: over.ip ?? nextIp(),
    payload: new URLSearchParams({ code, cnonce, timestamp: String(timestamp), signature, ...number }).toString(),
  });
  return { status: res.statusCode, body: res.json() };
}

async function phoneSends(
  channel: AuthMethod,
  phone: string,
  code: string,
  tamper?: (r: { headers: Record<string, string>; payload: string }) => void,
) {
  const callNumber =
    channel === 'flashcall'
      ? ((await start.last)?.data.methods.find((m: { method: string }) => m.method === 'flashcall')?.number ?? null)
      : null;
  const results = [];
  for (const r of simulateConfirmation(config, channel, phone, code, callNumber)) {
    tamper?.(r);
    const res = await t.app.inject({ method: r.method, url: r.url, headers: r.headers, payload: r.payload });
    results.push({ status: res.statusCode, body: res.body, request: r });
  }
  return results;
}
// The flash-call number of the most recent code, as the login page would show it.
start.last = undefined as undefined | Promise<Awaited<ReturnType<typeof start>>>;

async function check(code: string, cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: `${routes.authCheck.path}?code=${code}&token_type=jwt`, headers: { cookie } });
  return { status: res.statusCode, body: res.json() };
}

async function accountCount(phone: string) {
  return (await t.db.query<{ n: number }>({ name: 't_acc', text: 'select count(*)::int as n from accounts where phone = $1' }, [phone]))[0]!
    .n;
}

async function signIn(channel: AuthMethod, phone: string) {
  const s = start();
  start.last = s;
  const { data, cookie } = await s;
  expect((await agree(data.code, { phone })).status).toBe(200);
  expect((await check(data.code, cookie)).body.data).toEqual({ status: false });
  const sent = await phoneSends(channel, phone, data.code);
  for (const r of sent) expect(r.status, r.body).toBe(200);
  // A Viber card proves a number only from its second sign-in on (decision 046): the first time the
  // user also sends the same code by SMS, as the bot and the login page tell them.
  if (sent.some((r) => r.body.includes('second_proof_needed'))) {
    expect((await check(data.code, cookie)).body.data).toEqual({ status: false });
    for (const r of await phoneSends('sms', phone, data.code)) expect(r.status, r.body).toBe(200);
  }
  return { code: data.code as string, cookie, result: await check(data.code, cookie), sent };
}

describe('GET /api/v202111/auth/get', () => {
  it('issues a 6-digit code with instructions for every enabled channel and an httpOnly session cookie', async () => {
    const { res, data, rawCookie } = await start();
    expect(res.statusCode).toBe(200);
    expect(data.code).toMatch(/^[0-9]{6}$/);
    expect(data.auth).toBe('telegram');
    expect(data.expiresIn).toBe(120);
    expect(data.simulator).toBe(true);
    expect(data.methods.map((m: { method: string }) => m.method).sort()).toEqual([...AUTH_METHODS].sort());
    const byMethod = Object.fromEntries(data.methods.map((m: { method: string }) => [m.method, m]));
    expect(byMethod.telegram.link).toBe(`https://t.me/NumScopeBot?start=${data.code}`);
    expect(byMethod.whatsapp.link).toBe(`https://wa.me/15550001001?text=${data.code}`);
    expect(byMethod.sms).toMatchObject({ number: '+15550002001', text: data.code });
    expect(byMethod.flashcall.number).toMatch(/^\+1555100\d{4}$/);
    expect(rawCookie).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax' });
    expect(JSON.stringify(res.json())).not.toContain(rawCookie!.value);
  });

  it('limits how many codes one address may ask for', async () => {
    const ip = nextIp();
    for (let i = 0; i < AUTH_LIMITS.codesPerIpPer10Min; i++) expect((await start(ip)).res.statusCode).toBe(200);
    const refused = await start(ip);
    expect(refused.res.statusCode).toBe(429);
    expect(refused.res.json()).toMatchObject({ code: 'AUTH_TOO_MANY_ATTEMPTS', status_code: 2009 });
  });

  it('counts every address of one IPv6 /64 as one client: rotating through them does not escape the limit', async () => {
    const net = `2001:db8:${(++lastIp).toString(16)}:1`;
    for (let i = 0; i < AUTH_LIMITS.codesPerIpPer10Min; i++)
      expect((await start(`${net}::${(i + 1).toString(16)}`)).res.statusCode).toBe(200);
    expect((await start(`${net}:ffff:ffff:ffff:ffff`)).res.statusCode).toBe(429);
    // The next /64 is another client.
    expect((await start(`2001:db8:${lastIp.toString(16)}:2::1`)).res.statusCode).toBe(200);
  });
});

describe('confirmation through each channel', () => {
  it.each(AUTH_METHODS)('signs in a new number through %s, then the same number again as an existing user', async (channel) => {
    const phone = `+7916${String(1000000 + AUTH_METHODS.indexOf(channel)).slice(-7)}`;
    const first = await signIn(channel, phone);
    expect(first.result.status).toBe(200);
    expect(first.result.body.data).toMatchObject({ status: true, phoneNumber: phone, isNewUser: true });
    const token = first.result.body.data.token as string;
    const me = await t.app.inject({ method: 'GET', url: routes.me.path, headers: { authorization: token } });
    expect(me.json().data).toMatchObject({ phoneNumber: phone, profileId: first.result.body.data.profileId });
    const balance = await t.app.inject({ method: 'GET', url: routes.balance.path, headers: { authorization: `Bearer ${token}` } });
    expect(balance.json().data).toEqual({ balance: 0 });

    const again = await signIn(channel, phone);
    expect(again.result.body.data).toMatchObject({ status: true, isNewUser: false, profileId: first.result.body.data.profileId });
    // From the second time on, every channel signs in alone.
    expect(again.sent.some((r) => r.body.includes('second_proof_needed'))).toBe(false);
    expect(await accountCount(phone)).toBe(1);
  });

  it('asks a Telegram user for their contact and records the reply in the outbox', async () => {
    const { sent } = await signIn('telegram', '+79160000001');
    expect(JSON.parse(sent[0]!.body)).toEqual({ ok: true, outcomes: ['bound'] });
    const rows = await t.db.query<{ payload: { reply_markup: { keyboard: { request_contact: boolean }[][] } } }>(
      { name: 't_outbox', text: `select payload from outbox where channel = 'telegram' and recipient = $1 order by id` },
      [String(simulatedUserId('+79160000001'))],
    );
    expect(rows[0]!.payload.reply_markup.keyboard[0]![0]!.request_contact).toBe(true);
  });
});

describe('refused confirmations create no account and issue no token', () => {
  it.each(AUTH_METHODS)('refuses a %s webhook with a bad signature', async (channel) => {
    const { data, cookie } = await (start.last = start());
    await agree(data.code);
    const phone = '+79160000100';
    const sent = await phoneSends(channel, phone, data.code, (r) => {
      for (const h of ['x-telegram-bot-api-secret-token', 'x-hub-signature-256', 'x-viber-content-signature', 'x-twilio-signature']) {
        if (r.headers[h]) r.headers[h] = r.headers[h].slice(0, -4) + 'AAAA';
      }
    });
    expect(sent[0]!.status).toBe(403);
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(await accountCount(phone)).toBe(0);
    expect((await check(data.code, cookie)).body.data).toEqual({ status: false });
  });

  it('applies a redelivered update once', async () => {
    const { data, cookie } = await (start.last = start());
    await agree(data.code);
    const [req] = simulateConfirmation(config, 'sms', '+79160000200', data.code, null);
    const first = await t.app.inject({ method: 'POST', url: req!.url, headers: req!.headers, payload: req!.payload });
    const second = await t.app.inject({ method: 'POST', url: req!.url, headers: req!.headers, payload: req!.payload });
    expect(first.body).toContain('confirmed');
    expect(second.body).toContain('duplicate');
    expect((await check(data.code, cookie)).body.data.status).toBe(true);
  });

  it('refuses an unknown code', async () => {
    const sent = await phoneSends('sms', '+79160000300', '000001');
    expect(sent[0]!.body).toContain('no_pending_code');
    expect(await accountCount('+79160000300')).toBe(0);
  });

  it('refuses an expired code, and its check says so', async () => {
    const { data, cookie } = await (start.last = start());
    await agree(data.code);
    await t.db.query({ name: 't_expire', text: `update auth_codes set expires_at = now() - interval '1 second' where code = $1` }, [
      data.code,
    ]);
    const sent = await phoneSends('whatsapp', '+79160000400', data.code);
    expect(sent[0]!.body).toContain('no_pending_code');
    expect(await accountCount('+79160000400')).toBe(0);
    expect((await check(data.code, cookie)).body).toMatchObject({ code: 'AUTH_CODE_EXPIRED', status_code: 2003 });
  });

  it('refuses an already used code', async () => {
    const { code, cookie } = await signIn('sms', '+79160000500');
    const sent = await phoneSends('sms', '+79160000501', code);
    expect(sent[0]!.body).toContain('no_pending_code');
    expect(await accountCount('+79160000501')).toBe(0);
    expect((await check(code, cookie)).body).toMatchObject({ code: 'AUTH_CODE_USED' });
  });

  it("refuses a Telegram contact that is not the sender's own", async () => {
    const { data, cookie } = await (start.last = start());
    await agree(data.code);
    const sent = await phoneSends('telegram', '+79160000600', data.code, (r) => {
      const body = JSON.parse(r.payload);
      if (body.message.contact) {
        body.message.contact.user_id += 1;
        r.payload = JSON.stringify(body);
      }
    });
    expect(JSON.parse(sent[1]!.body).outcomes).toEqual(['contact_not_own']);
    expect(await accountCount('+79160000600')).toBe(0);
    expect((await check(data.code, cookie)).body.data).toEqual({ status: false });
  });

  it("does not let strangers spend a code's check limit: only its own browser does", async () => {
    const { data, cookie } = await (start.last = start());
    await agree(data.code);
    // Three addresses check the victim's code without its cookie until they are refused.
    for (let a = 0; a < 3; a++) {
      const remoteAddress = nextIp();
      for (let i = 0; i < 21; i++)
        await t.app.inject({ method: 'GET', url: `${routes.authCheck.path}?code=${data.code}&token_type=jwt`, remoteAddress });
    }
    expect((await check(data.code, cookie)).body.data).toEqual({ status: false });
    await phoneSends('sms', '+79160001300', data.code);
    expect((await check(data.code, cookie)).body.data).toMatchObject({ status: true, phoneNumber: '+79160001300' });
  });

  it('gives the token only to the browser that asked for the code', async () => {
    const { data } = await (start.last = start());
    await agree(data.code);
    await phoneSends('sms', '+79160000700', data.code);
    const stranger = await check(data.code, 'ns_auth=someone-else');
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('AUTH_CODE_UNKNOWN');
  });

  it('needs the agreement before the token is given', async () => {
    const { data, cookie } = await (start.last = start());
    await phoneSends('sms', '+79160000800', data.code);
    expect((await check(data.code, cookie)).body.code).toBe('AUTH_AGREEMENT_REQUIRED');
    await agree(data.code);
    expect((await check(data.code, cookie)).body.data.status).toBe(true);
  });
});

describe('POST /api/v6/auth/agreement_code (signed)', () => {
  it('accepts a correct signature once and refuses the same cnonce again', async () => {
    const { data } = await start();
    const cnonce = newCnonce();
    expect(await agree(data.code, { cnonce })).toEqual({ status: 200, body: { status: 'success', data: { status: true } } });
    const replay = await agree(data.code, { cnonce });
    expect(replay).toMatchObject({ status: 401, body: { code: 'AUTH_NONCE_REPLAYED' } });
  });

  it('refuses a bad signature and a stale timestamp', async () => {
    const { data } = await start();
    expect((await agree(data.code, { signature: 'f'.repeat(64) })).body.code).toBe('AUTH_SIGNATURE_INVALID');
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect((await agree(data.code, { timestamp: stale })).body.code).toBe('AUTH_TIMESTAMP_STALE');
  });

  it('answers the same whether the code is live, unknown, expired, used or another browser’s', async () => {
    const live = await start();
    const expired = await start();
    await t.db.query({ name: 't_expire_agree', text: `update auth_codes set expires_at = now() - interval '1 second' where code = $1` }, [
      expired.data.code,
    ]);
    const used = await signIn('sms', '+79160001100');
    const answers = [
      await agree(live.data.code),
      await agree('999999'),
      await agree(expired.data.code),
      await agree(used.code),
      await agree((await start()).data.code, { cookie: 'ns_auth=someone-else' }),
    ];
    for (const a of answers) expect(a).toEqual({ status: 200, body: { status: 'success', data: { status: true } } });
  });

  it('counts an agreement only from the browser that holds the code', async () => {
    const { data, cookie } = await (start.last = start());
    await agree(data.code, { cookie: '' });
    await agree(data.code, { cookie: 'ns_auth=someone-else' });
    await phoneSends('sms', '+79160001200', data.code);
    expect((await check(data.code, cookie)).body.code).toBe('AUTH_AGREEMENT_REQUIRED');
    await agree(data.code);
    expect((await check(data.code, cookie)).body.data.status).toBe(true);
  });

  it('refuses a number that is not valid, recording no agreement; the number as typed is then accepted', async () => {
    const { data, cookie } = await (start.last = start());
    expect(await agree(data.code, { phone: '+1 000' })).toMatchObject({ status: 400, body: { code: 'PHONE_INVALID' } });
    await phoneSends('sms', '+79160001300', data.code);
    expect((await check(data.code, cookie)).body.code).toBe('AUTH_AGREEMENT_REQUIRED');
    expect((await agree(data.code, { phone: '+7 916 000-13-00' })).status).toBe(200);
    expect((await check(data.code, cookie)).body.data).toMatchObject({ status: true, phoneNumber: '+79160001300' });
  });

  it('limits signed agreement calls per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < AUTH_LIMITS.agreementsPerIpPer10Min; i++) expect((await agree(String(100000 + i), { ip })).status).toBe(200);
    const refused = await agree('199999', { ip });
    expect(refused).toMatchObject({ status: 429, body: { code: 'AUTH_TOO_MANY_ATTEMPTS' } });
  });

  it('refuses malformed fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: routes.authAgreement.path, payload: { code: '12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('tokens and client versions', () => {
  it('answers 403 to a garbage or tampered token', async () => {
    for (const authorization of ['garbage', 'a.b.c']) {
      const res = await t.app.inject({ method: 'GET', url: routes.balance.path, headers: { authorization } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID', status_code: 2011 });
    }
    const { result } = await signIn('sms', '+79160000900');
    const token = result.body.data.token as string;
    const [h, p] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '1', phone: '+1' })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await t.app.inject({ method: 'GET', url: routes.me.path, headers: { authorization: forged } })).statusCode).toBe(403);
    expect(p).toBeTruthy();
  });

  it('answers 403 to a visitor on a route that needs sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: routes.balance.path })).statusCode).toBe(403);
  });

  it('answers 426 to a client older than the supported minimum', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v202310/search/79161234567', headers: { 'x-client-version': '1.9.9' } });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ code: 'CLIENT_OUTDATED', status_code: 2012 });
    const current = await t.app.inject({ method: 'GET', url: '/api/v202310/search/79161234567', headers: { 'x-client-version': '2.0.0' } });
    expect(current.statusCode).toBe(200);
  });
});

describe('WhatsApp webhook verification', () => {
  it('echoes the challenge for the right verify token only', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `${webhookPath('whatsapp')}?hub.mode=subscribe&hub.verify_token=${config.providers.whatsapp!.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const bad = await t.app.inject({
      method: 'GET',
      url: `${webhookPath('whatsapp')}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`,
    });
    expect(bad.statusCode).toBe(403);
  });
});

describe('flash-call number pool', () => {
  it('offers a flash call only while one of our numbers is free for the code', async () => {
    const small = await createTestApp(t.db, { FLASHCALL_NUMBERS: '+15559990001' });
    try {
      const get = async () => (await small.inject({ method: 'GET', url: routes.authGet.path, remoteAddress: nextIp() })).json().data;
      const first = await get();
      const second = await get();
      expect(first.methods.find((m: { method: string }) => m.method === 'flashcall')?.number).toBe('+15559990001');
      expect(second.methods.map((m: { method: string }) => m.method)).not.toContain('flashcall');
    } finally {
      await small.close();
    }
  });
});
