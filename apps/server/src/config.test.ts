import { describe, expect, it } from 'vitest';
import { loadConfig, simulatorsEnabled } from './config.js';

describe('loadConfig', () => {
  it('starts on embedded defaults with an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.DATA_DIR).toMatch(/\.data/);
  });

  it('points links and provider callbacks at its own address when PUBLIC_URL is unset', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ PORT: '3991' }).PUBLIC_URL).toBe('http://127.0.0.1:3991');
    expect(loadConfig({ HOST: '::1', PORT: '4000' }).PUBLIC_URL).toBe('http://[::1]:4000');
    // On every address: one a phone on the same network can open.
    expect(loadConfig({ HOST: '0.0.0.0' }).PUBLIC_URL).toMatch(/^http:\/\/\d+\.\d+\.\d+\.\d+:3000$/);
    expect(loadConfig({ PUBLIC_URL: 'https://numscope.example.org' }).PUBLIC_URL).toBe('https://numscope.example.org');
  });

  it('runs the simulators by default only on a loopback address outside production', () => {
    expect(simulatorsEnabled(loadConfig({}))).toBe(true);
    expect(simulatorsEnabled(loadConfig({ HOST: '::1' }))).toBe(true);
    // Opened to the network, anyone could confirm any phone: only when asked for.
    expect(simulatorsEnabled(loadConfig({ HOST: '0.0.0.0' }))).toBe(false);
    expect(simulatorsEnabled(loadConfig({ HOST: '0.0.0.0', SIMULATORS: 'on' }))).toBe(true);
    expect(simulatorsEnabled(loadConfig({ SIMULATORS: 'off' }))).toBe(false);
  });

  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('treats an empty variable as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
  });
});

describe('loadConfig: jobs and providers', () => {
  it('works job queues unless JOBS=off', () => {
    expect(loadConfig({}).JOBS).toBe('on');
    expect(loadConfig({ JOBS: 'off' }).JOBS).toBe('off');
    expect(() => loadConfig({ JOBS: 'sometimes' })).toThrow(/JOBS/);
  });

  it("reads provider variables into each provider's options and names a bad one", () => {
    expect(loadConfig({ SMS_NUMBER: '+15550002222' }).providers.sms).toEqual({
      authToken: 'simulated-twilio-auth-token',
      number: '+15550002222',
    });
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_KEYS: 'k:secretsecret', AUTH_METHODS: 'viber', VIBER_AUTH_TOKEN: 't' })).toThrow(
      /VIBER_BOT_URI/,
    );
  });
});

describe('loadConfig: production refuses public defaults (issue 11)', () => {
  const safe = {
    NODE_ENV: 'production',
    JWT_KEYS: 'k1:0123456789abcdef0123456789abcdef',
    AUTH_SIGNING_SECRET: 'a-secret-of-our-own-2026',
    PUBLIC_URL: 'https://numscope.example.org',
    AUTH_METHODS: 'telegram,sms',
    TELEGRAM_BOT_NAME: 'OurBot',
    TELEGRAM_BOT_TOKEN: '123456:real-token',
    TELEGRAM_WEBHOOK_SECRET: 'our-own-webhook-secret',
    TWILIO_AUTH_TOKEN: 'our-own-twilio-token',
    SMS_NUMBER: '+447700900123',
  };

  it('starts with secrets of its own', () => {
    const c = loadConfig(safe);
    expect(c.providers.telegram?.webhookSecret).toBe('our-own-webhook-secret');
    expect(c.AUTH_METHODS).toBe('telegram,sms');
  });

  it('refuses every enabled channel secret equal to a simulator default, naming each variable', () => {
    const run = () =>
      loadConfig({ ...safe, TELEGRAM_WEBHOOK_SECRET: 'simulated-telegram-secret', TWILIO_AUTH_TOKEN: 'simulated-twilio-auth-token' });
    expect(run).toThrow(/TELEGRAM_WEBHOOK_SECRET: is a public simulator default/);
    expect(run).toThrow(/TWILIO_AUTH_TOKEN: is a public simulator default/);
    // Another provider's simulator secret is just as public.
    expect(() => loadConfig({ ...safe, TWILIO_AUTH_TOKEN: 'simulated-viber-auth-token' })).toThrow(/TWILIO_AUTH_TOKEN/);
  });

  it('refuses to believe every proxy hop, which would take the client-written X-Forwarded-For as its address', () => {
    expect(() => loadConfig({ ...safe, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: not `true` in production/);
    expect(loadConfig({ ...safe, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  it('names each missing secret of an enabled channel', () => {
    const { TELEGRAM_WEBHOOK_SECRET: _w, TWILIO_AUTH_TOKEN: _t, ...missing } = safe;
    const run = () => loadConfig(missing);
    expect(run).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
    expect(run).toThrow(/TWILIO_AUTH_TOKEN/);
  });

  it('refuses a channel configured only with simulator values even when AUTH_METHODS is unset', () => {
    const { AUTH_METHODS: _m, ...env } = safe;
    expect(() =>
      loadConfig({
        ...env,
        WHATSAPP_NUMBER: '+447700900124',
        WHATSAPP_PHONE_NUMBER_ID: '2000',
        WHATSAPP_APP_SECRET: 'simulated-whatsapp-app-secret',
        WHATSAPP_VERIFY_TOKEN: 'simulated-whatsapp-verify-token',
      }),
    ).toThrow(/WHATSAPP_APP_SECRET[\s\S]*WHATSAPP_VERIFY_TOKEN/);
  });

  it("refuses a payment provider's simulator secrets", () => {
    expect(() =>
      loadConfig({ ...safe, STRIPE_SECRET_KEY: 'sk_test_simulated', STRIPE_WEBHOOK_SECRET: 'whsec_simulated_numscope' }),
    ).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses the public agreement signing secret, a missing JWT_KEYS or PUBLIC_URL and simulators', () => {
    const { AUTH_SIGNING_SECRET: _s, JWT_KEYS: _k, PUBLIC_URL: _u, ...env } = safe;
    const run = () => loadConfig({ ...env, SIMULATORS: 'on' });
    expect(run).toThrow(/AUTH_SIGNING_SECRET/);
    expect(run).toThrow(/JWT_KEYS/);
    expect(run).toThrow(/PUBLIC_URL/);
    expect(run).toThrow(/SIMULATORS/);
  });
});
