import { describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import { loadConfig } from '../../config.js';
import { createTestClock } from '../../infra/clock.js';
import { twilioSignature } from '../../integrations/code-delivery/twilio.js';
import { simulateConfirmation } from '../../integrations/simulators/phone-simulator.js';
import { uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { AUTH_LIMITS } from './auth.service.js';

const POOL = ['+15559870001', '+15559870002'];
const clock = createTestClock(new Date());
const t = useTestApp({ clock, config: { FLASHCALL_NUMBERS: POOL.join(',') } });
const config = loadConfig({ NODE_ENV: 'test', FLASHCALL_NUMBERS: POOL.join(',') });

let lastIp = 0;
const nextIp = () => `10.77.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

async function issue(ip = nextIp()) {
  const res = await t.app.inject({ method: 'GET', url: routes.authGet.path, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { code: string; methods: { method: string; number: string | null }[] };
  return { code: data.code, callNumber: data.methods.find((m) => m.method === 'flashcall')?.number ?? null };
}

/** A phone calling one of our numbers (Twilio's signed webhook); the outcome the server recorded. */
async function call(phone: string, number: string, stirVerstat?: string) {
  const [req] = simulateConfirmation(config, 'flashcall', phone, '000000', number);
  let { headers, payload } = req!;
  if (stirVerstat) {
    // The verdict a STIR/SHAKEN network adds to the call, signed by Twilio with the rest.
    const form = new URLSearchParams(payload);
    form.set('StirVerstat', stirVerstat);
    payload = form.toString();
    headers = {
      ...headers,
      'x-twilio-signature': twilioSignature(config.providers.flashcall!.authToken, `${config.PUBLIC_URL}${req!.url}`, form),
    };
  }
  const res = await t.app.inject({ method: req!.method, url: req!.url, headers, payload });
  expect(res.statusCode).toBe(200);
  return /<!-- (.*) -->/.exec(res.body)![1];
}

// Each test starts past every earlier test's codes and quarantines.
const nextWindow = () => clock.advance(3_600_000);

describe('flash call: a call confirms only the code it was issued for', () => {
  it("quarantines a number after its code ends, so a late call cannot confirm the next user's code", async () => {
    nextWindow();
    // Which number comes first depends on what earlier tests (in any order) used last.
    const first = await issue();
    expect(POOL).toContain(first.callNumber);
    const other = POOL.find((n) => n !== first.callNumber)!;
    clock.advance(121_000); // the first code has expired unconfirmed
    const late = uniquePhone();
    // The next codes are offered the other number, then none while the first rests.
    const second = await issue();
    expect(second.callNumber).toBe(other);
    const third = await issue();
    expect(third.callNumber).toBeNull();
    expect(await call(late, first.callNumber!)).toBe('no_pending_code');

    clock.advance(AUTH_LIMITS.callQuarantineSeconds * 1000);
    const after = await issue();
    // After its rest the first number is offered again (the other one still rests).
    expect(after.callNumber).toBe(first.callNumber);
  });

  it('refuses a call that arrives after its code ended (outside the issuing window)', async () => {
    nextWindow();
    const { code, callNumber } = await issue();
    expect(callNumber).not.toBeNull();
    clock.advance(120_001);
    expect(await call(uniquePhone(), callNumber!)).toBe('no_pending_code');
    const row = await t.db.query<{ status: string; phone: string | null }>(
      { name: 't_fc_code', text: 'select status, phone from auth_codes where code = $1 order by id desc limit 1' },
      [code],
    );
    expect(row[0]).toMatchObject({ phone: null });
  });

  it('lets one address hold one number at a time and claim only a few, so it cannot exhaust the pool', async () => {
    nextWindow();
    const greedy = nextIp();
    const held = await issue(greedy);
    expect(held.callNumber).not.toBeNull();
    for (let i = 0; i < 4; i++) expect((await issue(greedy)).callNumber).toBeNull();
    // Someone else still gets the other number.
    expect((await issue()).callNumber).not.toBeNull();
  });

  it('counts an IPv6 /64 as one address: rotating its addresses holds no second number', async () => {
    nextWindow();
    const line = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    expect((await issue(`${line}::a`)).callNumber).not.toBeNull();
    for (const host of ['::b', '::c', ':ffff:1:2:3']) expect((await issue(`${line}${host}`)).callNumber).toBeNull();
    expect((await issue()).callNumber).not.toBeNull();
  });

  it('limits how many numbers one address claims in 10 minutes, even when each code ends at once', async () => {
    nextWindow();
    const ip = nextIp();
    const claimed: (string | null)[] = [];
    for (let i = 0; i < AUTH_LIMITS.callClaimsPerIpPer10Min + 1; i++) {
      claimed.push((await issue(ip)).callNumber);
      clock.advance(121_000 + AUTH_LIMITS.callQuarantineSeconds * 1000);
    }
    expect(claimed.slice(0, AUTH_LIMITS.callClaimsPerIpPer10Min).every((n) => n !== null)).toBe(true);
    expect(claimed.at(-1)).toBeNull();
  });

  it('refuses a call whose network could not vouch for its caller ID, and takes one it fully attests', async () => {
    nextWindow();
    const { callNumber } = await issue();
    const phone = uniquePhone();
    for (const verdict of ['TN-Validation-Failed-A', 'TN-Validation-Passed-B', 'TN-Validation-Passed-C', 'No-TN-Validation'])
      expect(await call(phone, callNumber!, verdict)).toBe('caller_unverified');
    expect(await call(phone, callNumber!, 'TN-Validation-Passed-A')).toBe('confirmed');
  });

  it('confirms the code with a call in time', async () => {
    nextWindow();
    const { callNumber } = await issue();
    expect(await call(uniquePhone(), callNumber!)).toBe('confirmed');
  });
});
