import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../infra/clock.js';
import { createTokens, parseKeys } from './tokens.js';

const OLD = 'k1:' + 'a'.repeat(40);
const NEW = 'k2:' + 'b'.repeat(40);

describe('tokens', () => {
  it('issues a token that verifies to its claims, with the signing key id in the header', async () => {
    const tokens = createTokens(parseKeys(NEW), 3600);
    const token = await tokens.issue({ accountId: 42, phone: '+79161234567', sessionId: 's1' });
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256', kid: 'k2' });
    expect(await tokens.verify(token)).toMatchObject({ accountId: 42, phone: '+79161234567', sessionId: 's1' });
  });

  it('keeps old tokens valid after rotation while the old key is still listed, and not after it is removed', async () => {
    const before = await createTokens(parseKeys(OLD), 3600).issue({ accountId: 7, phone: '+1', sessionId: 's7' });
    expect(await createTokens(parseKeys(`${NEW},${OLD}`), 3600).verify(before)).toMatchObject({
      accountId: 7,
      phone: '+1',
      sessionId: 's7',
    });
    expect(await createTokens(parseKeys(NEW), 3600).verify(before)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const key = parseKeys(NEW)[0]!;
    const expired = await new SignJWT({ phone: '+1' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k2' })
      .setSubject('7')
      .setIssuedAt(1_600_000_000)
      .setExpirationTime(1_600_000_100)
      .sign(key.secret);
    expect(await createTokens([key], 3600).verify(expired)).toBeNull();
  });

  it('refuses a token without a known key id or with another algorithm', async () => {
    const tokens = createTokens(parseKeys(NEW), 3600);
    const key = parseKeys(NEW)[0]!;
    const noKid = await new SignJWT({ phone: '+1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('1h')
      .sign(key.secret);
    expect(await tokens.verify(noKid)).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none","kid":"k2"}').toString('base64url')}.${Buffer.from('{"sub":"7","phone":"+1"}').toString('base64url')}.`;
    expect(await tokens.verify(unsigned)).toBeNull();
  });

  it('refuses a token that names no session (it could never be revoked)', async () => {
    const key = parseKeys(NEW)[0]!;
    const sessionless = await new SignJWT({ phone: '+1' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k2' })
      .setSubject('7')
      .setExpirationTime('1h')
      .sign(key.secret);
    expect(await createTokens([key], 3600).verify(sessionless)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const tokens = createTokens(parseKeys(NEW), 3600);
    const genuine = await tokens.issue({ accountId: 42, phone: '+79161234567', sessionId: 's1' });
    const [header, , signature] = genuine.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', phone: '+1', sid: 's1', exp: 4_000_000_000 })).toString('base64url');
    // Verified tokens are remembered: the genuine one first, then its signature on another payload, twice.
    expect(await tokens.verify(genuine)).toMatchObject({ accountId: 42 });
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('expires by the app’s clock', async () => {
    const clock = createTestClock('2026-01-15T12:00:00Z');
    const tokens = createTokens(parseKeys(NEW), 3600, clock);
    const token = await tokens.issue({ accountId: 42, phone: '+79161234567', sessionId: 's1' });
    clock.advance(3_599_000);
    expect(await tokens.verify(token)).toMatchObject({ accountId: 42 });
    clock.advance(1_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('rejects weak key configuration', () => {
    expect(() => parseKeys('k1:short')).toThrow(/32/);
    expect(() => parseKeys('nokid')).toThrow();
  });
});
