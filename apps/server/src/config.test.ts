import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('starts on embedded defaults with an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.DATA_DIR).toMatch(/\.data/);
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
