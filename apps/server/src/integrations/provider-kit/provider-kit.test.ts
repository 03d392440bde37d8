import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhookPath } from '@numscope/contract';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createTestApp, createTestDb } from '../../test/harness.js';
import { SIGN_IN_PROVIDERS } from '../code-delivery/providers.js';
import { simulateConfirmation } from '../simulators/phone-simulator.js';
import { defineProvider, option, variant } from './provider.js';
import { createRegistry, loadProviderOptions, webhookEndpoints } from './registry.js';
import { markVerified, type WebhookAdapter } from './webhook.js';

const PROD = {
  NODE_ENV: 'production',
  JWT_KEYS: `k1:${'s'.repeat(32)}`,
  AUTH_SIGNING_SECRET: 'our-own-signing-secret',
  PUBLIC_URL: 'https://numscope.example.org',
};

describe('provider options', () => {
  it('reads each provider from its own variables, with simulated values outside production', () => {
    const c = loadConfig({ TELEGRAM_BOT_NAME: 'OurBot', VIBER_AUTH_TOKEN: 'viber-token' });
    expect(c.providers.telegram).toMatchObject({
      botName: 'OurBot',
      webhookSecret: 'simulated-telegram-secret',
      apiUrl: 'https://api.telegram.org',
    });
    expect(c.providers.viber).toMatchObject({ authToken: 'viber-token' });
    expect(c.providers.flashcall!.numbers).toHaveLength(5);
    expect(c.AUTH_METHODS).toBe(SIGN_IN_PROVIDERS.map((p) => p.id).join(','));
  });

  it('gives a variant its own variables and the base its shared ones', () => {
    const c = loadConfig({
      WHATSAPP_NUMBER: '+15550009001',
      WHATSAPP_BUSINESS_NUMBER: '+15550009002',
      WHATSAPP_APP_SECRET: 'one-app-secret',
    });
    expect(c.providers.whatsapp).toMatchObject({ number: '+15550009001', phoneNumberId: '100000000000001', appSecret: 'one-app-secret' });
    expect(c.providers.whatsappBusiness).toMatchObject({
      number: '+15550009002',
      phoneNumberId: '100000000000002',
      appSecret: 'one-app-secret',
    });
  });

  it('fails fast naming the bad provider variable', () => {
    expect(() => loadConfig({ TELEGRAM_API_URL: 'not a url' })).toThrow(/TELEGRAM_API_URL/);
    expect(() => loadConfig({ FLASHCALL_NUMBERS: ' , ' })).toThrow(/FLASHCALL_NUMBERS/);
    expect(() => loadConfig({ AUTH_METHODS: 'telegram,pigeon' })).toThrow(/AUTH_METHODS: unknown method pigeon/);
  });

  it('has no simulated values in production: an enabled provider needs every variable', () => {
    expect(() => loadConfig({ ...PROD, AUTH_METHODS: 'telegram' })).toThrow(
      /TELEGRAM_BOT_NAME[\s\S]*TELEGRAM_BOT_TOKEN[\s\S]*TELEGRAM_WEBHOOK_SECRET/,
    );
    const c = loadConfig({ ...PROD, AUTH_METHODS: 'sms', TWILIO_AUTH_TOKEN: 'live-token', SMS_NUMBER: '+15550002009' });
    expect(c.providers).toEqual({ sms: { authToken: 'live-token', number: '+15550002009' } });
  });

  it('enables in production, without AUTH_METHODS, exactly the providers whose variables are set', () => {
    expect(loadConfig(PROD).AUTH_METHODS).toBe('');
    const c = loadConfig({ ...PROD, VIBER_AUTH_TOKEN: 'v', VIBER_BOT_URI: 'ourbot', TWILIO_AUTH_TOKEN: 't' });
    expect(c.AUTH_METHODS).toBe('viber');
  });
});

describe('registry from one list', () => {
  // A made-up provider and its variant, as a payment provider would be added: one definition each.
  const pigeon = defineProvider({
    id: 'pigeon',
    options: { secret: option('PIGEON_SECRET', z.string().min(4), 'coo-coo'), loft: option('PIGEON_LOFT', z.string(), 'roof') },
    create: (o, id) => ({
      id,
      loft: o.loft,
      webhook: {
        endpoint: id,
        verify: (raw) => (raw.headers['x-pigeon'] === o.secret ? markVerified(raw) : null),
        parseWebhook: (req) => [{ action: 'delivered', note: req.body.toString() }],
      } satisfies WebhookAdapter<{ action: string; note: string }>,
    }),
  });
  const expressPigeon = variant(pigeon, { id: 'expressPigeon', options: { loft: option('EXPRESS_PIGEON_LOFT', z.string(), 'tower') } });
  const LIST = [pigeon, expressPigeon] as const;

  it('builds every listed provider with its options, a variant included', () => {
    const { options, issues } = loadProviderOptions(LIST, { PIGEON_LOFT: 'barn' }, { production: false });
    expect(issues).toEqual([]);
    const registry = createRegistry(LIST, options);
    expect(registry.ids).toEqual(['pigeon', 'expressPigeon']);
    expect(registry.get('pigeon')).toMatchObject({ id: 'pigeon', loft: 'barn' });
    expect(registry.get('expressPigeon')).toMatchObject({ id: 'expressPigeon', loft: 'tower' });
    const endpoints = webhookEndpoints(registry.all());
    expect(endpoints.names).toEqual(['pigeon', 'expressPigeon']);
    const [hook] = endpoints.get('expressPigeon');
    const req = hook!.verify({ headers: { 'x-pigeon': 'coo-coo' }, body: Buffer.from('hi'), url: '' });
    expect(req && hook!.parseWebhook(req)).toEqual([{ action: 'delivered', note: 'hi' }]);
    expect(hook!.verify({ headers: { 'x-pigeon': 'hawk' }, body: Buffer.from('hi'), url: '' })).toBeNull();
  });

  it('refuses an unknown provider with 404 in our error format', () => {
    const endpoints = webhookEndpoints(createRegistry(LIST, loadProviderOptions(LIST, {}, { production: false }).options).all());
    expect(() => endpoints.get('raven')).toThrow(expect.objectContaining({ code: 'ROUTE_NOT_FOUND', http: 404 }));
  });
});

describe('webhook route and outbound calls through the app', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let telegramApi: Server;
  const received: { url: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
    // A stand-in for the Telegram Bot API: records what our adapter posts.
    telegramApi = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', body: JSON.parse(body) as Record<string, unknown> });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((ok) => telegramApi.listen(0, '127.0.0.1', ok));
    const port = (telegramApi.address() as AddressInfo).port;
    app = await createTestApp(db, { SIMULATORS: 'off', TELEGRAM_API_URL: `http://127.0.0.1:${port}`, TELEGRAM_BOT_TOKEN: '123:live' });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((ok) => telegramApi.close(ok));
    await drop();
  });

  it('answers 404 in our format for a provider that is not in the registry, and for a bad signature 403', async () => {
    const res = await app.inject({
      method: 'POST',
      url: webhookPath('pigeon'),
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'ROUTE_NOT_FOUND',
      status_code: 1004,
      fields: { provider: expect.stringContaining('pigeon') },
    });
    const handshake = await app.inject({ method: 'GET', url: webhookPath('telegram') });
    expect(handshake.statusCode).toBe(404);
    const forged = await app.inject({
      method: 'POST',
      url: webhookPath('telegram'),
      payload: '{"update_id":1}',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'guess' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it("sends a bot reply through the provider's own adapter, by a delivery job", async () => {
    const code = (await app.inject({ method: 'GET', url: '/api/v202111/auth/get', remoteAddress: '10.9.0.1' })).json().data.code as string;
    const config = loadConfig({ NODE_ENV: 'test' });
    const [start] = simulateConfirmation(config, 'telegram', '+79160009999', code, null);
    const res = await app.inject({ method: 'POST', url: start!.url, headers: start!.headers, payload: start!.payload });
    expect(res.json()).toEqual({ ok: true, outcomes: ['bound'] });
    await app.jobs.start();
    for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((ok) => setTimeout(ok, 50));
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/bot123:live/sendMessage');
    expect(received[0]!.body).toMatchObject({ chat_id: 100_000 + 160009999, reply_markup: { keyboard: [[{ request_contact: true }]] } });
  });
});
