import { describe, expect, it } from 'vitest';
import { routes, type AuthMethod } from '@numscope/contract';
import { loadConfig } from '../../config.js';
import { twilioSignature } from '../../integrations/code-delivery/twilio.js';
import { hmacHex } from '../../integrations/provider-kit/webhook.js';
import { simulateConfirmation, simulatedUserId, type SimulatedRequest } from '../../integrations/simulators/phone-simulator.js';
import { callNumberPool, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { startSignIn } from '../../test/sign-in.js';
import { callNumberOf } from './auth.repository.js';

const config = loadConfig({ NODE_ENV: 'test' });
// Every code of this file holds its own flash-call number, whatever order the tests run in.
const t = useTestApp({ config: { FLASHCALL_NUMBERS: callNumberPool('+1555200') } });

let lastIp = 0;
const nextIp = () => `10.88.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

/** A browser asks for a code and accepts the agreement, naming the number it signs in with when given. */
async function browser(phone?: string) {
  const { code, cookie } = await startSignIn(t.app, { remoteAddress: nextIp(), phone });
  const check = async () =>
    (await t.app.inject({ method: 'GET', url: `${routes.authCheck.path}?code=${code}`, headers: { cookie } })).json();
  return { code, check };
}

/** A provider's JSON or form payload, edited in place the way an attacker would. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads of six providers' own shapes
type Payload = Record<string, any>;

/** Changes a simulated request's JSON or form body and signs it again, as the real provider would have. */
function edit(channel: AuthMethod, r: SimulatedRequest, change: (body: Payload) => void): SimulatedRequest {
  if (channel === 'sms' || channel === 'flashcall') {
    const form = new URLSearchParams(r.payload);
    const obj = Object.fromEntries(form);
    change(obj);
    const params = new URLSearchParams(obj);
    const sig = twilioSignature(config.providers.sms!.authToken, `${config.PUBLIC_URL}${r.url}`, params);
    return { ...r, payload: params.toString(), headers: { ...r.headers, 'x-twilio-signature': sig } };
  }
  const body = JSON.parse(r.payload);
  change(body);
  const payload = JSON.stringify(body);
  const headers = { ...r.headers };
  if (channel === 'viber') headers['x-viber-content-signature'] = hmacHex('sha256', config.providers.viber!.authToken, payload);
  if (channel === 'whatsapp') headers['x-hub-signature-256'] = `sha256=${hmacHex('sha256', config.providers.whatsapp!.appSecret, payload)}`;
  return { ...r, payload, headers };
}

async function deliver(r: SimulatedRequest): Promise<string[]> {
  const res = await t.app.inject({ method: r.method, url: r.url, headers: r.headers, payload: r.payload });
  expect(res.statusCode, res.body).toBe(200);
  // Twilio's webhooks (SMS, the call) are answered with TwiML, the outcome in a comment.
  return res.body.startsWith('<?xml') ? [/<!-- (.*) -->/.exec(res.body)![1]!] : (res.json().outcomes as string[]);
}

const requests = (channel: AuthMethod, phone: string, code: string) => simulateConfirmation(config, channel, phone, code, null);

async function accountCount(phone: string) {
  return (
    await t.db.query<{ n: number }>({ name: 't_hard_acc', text: 'select count(*)::int as n from accounts where phone = $1' }, [phone])
  )[0]!.n;
}

const WEEK = 7 * 86_400;

describe('a messenger account opens the bot with a few codes at most', () => {
  it('refuses the eleventh code in ten minutes from one Viber account, even a live one, and says why', async () => {
    const guesser = uniquePhone();
    for (let i = 0; i < 10; i++) expect(await deliver(requests('viber', guesser, String(100000 + i))[0]!)).toEqual(['code_invalid']);
    const { code, check } = await browser();
    expect(await deliver(requests('viber', guesser, code)[0]!)).toEqual(['rate_limited']);
    const replies = await t.db.query<{ payload: Record<string, unknown> }>({
      name: 't_hard_outbox_limit',
      text: `select payload from outbox where channel = 'viber' order by id desc limit 1`,
    });
    expect(JSON.stringify(replies[0]!.payload)).toMatch(/Too many attempts/);
    expect((await check()).data).toEqual({ status: false });
    // Another account is not held back by it.
    expect(await deliver(requests('viber', uniquePhone(), code)[0]!)).toEqual(['bound']);
  });
});

describe('a code asked for one number is confirmed only from that number (login CSRF)', () => {
  it('ignores a guessed code sent from another number, and the typed number still signs in with it', async () => {
    const mine = uniquePhone();
    const attacker = uniquePhone();
    const { code, check } = await browser(mine);
    for (const channel of ['sms', 'whatsapp'] as const)
      for (const r of requests(channel, attacker, code)) expect(await deliver(r)).toEqual(['wrong_number']);
    expect(await accountCount(attacker)).toBe(0);
    expect((await check()).data).toEqual({ status: false });
    for (const r of requests('sms', mine, code)) expect(await deliver(r)).toEqual(['confirmed']);
    expect((await check()).data).toMatchObject({ status: true, phoneNumber: mine });
  });

  it("ignores a call to the code's flash-call number from another phone", async () => {
    const mine = uniquePhone();
    const { code, check } = await browser(mine);
    const callNumber = await callNumberOf(t.db, code);
    expect(callNumber).not.toBeNull();
    const call = (phone: string) => simulateConfirmation(config, 'flashcall', phone, code, callNumber);
    for (const r of call(uniquePhone())) expect(await deliver(r)).toEqual(['wrong_number']);
    expect((await check()).data).toEqual({ status: false });
    for (const r of call(mine)) expect(await deliver(r)).toEqual(['confirmed']);
    expect((await check()).data).toMatchObject({ status: true, phoneNumber: mine });
  });

  it("refuses a Telegram contact of another number and tells the bot's user why", async () => {
    const { code, check } = await browser(uniquePhone());
    const [open, contact] = requests('telegram', uniquePhone(), code);
    expect(await deliver(open!)).toEqual(['bound']);
    expect(await deliver(contact!)).toEqual(['wrong_number']);
    const replies = await t.db.query<{ payload: { text: string } }>({
      name: 't_hard_outbox_wrong',
      text: `select payload from outbox where channel = 'telegram' order by id desc limit 1`,
    });
    expect(replies[0]!.payload.text).toMatch(/another phone number/);
    expect((await check()).data).toEqual({ status: false });
  });
});

describe('Viber: a contact card signs in only a number the Viber account has proved another way', () => {
  it('refuses a contact card that does not answer our share-phone request', async () => {
    const { code, check } = await browser();
    const victim = uniquePhone();
    const [open, contact] = requests('viber', victim, code);
    expect(await deliver(open!)).toEqual(['bound']);
    const forwarded = edit('viber', contact!, (b) => delete b.message.tracking_data);
    expect(await deliver(forwarded)).toEqual(['contact_not_own']);
    const forged = edit('viber', contact!, (b) => {
      b.message.tracking_data = 'f'.repeat(32);
      b.message_token = Number(b.message_token) + 1_000_000;
    });
    expect(await deliver(forged)).toEqual(['contact_not_own']);
    expect(await accountCount(victim)).toBe(0);
    expect((await check()).data).toEqual({ status: false });
  });

  it("signs nobody in with another person's card that answers our request: a first Viber sign-in needs a second proof", async () => {
    // The victim has an account (signed in by SMS) and has never used Viber.
    const victim = uniquePhone();
    const own = await browser();
    for (const r of requests('sms', victim, own.code)) await deliver(r);
    expect((await own.check()).data).toMatchObject({ status: true, phoneNumber: victim });

    // A fresh Viber account opens the bot with its own code and shares the victim's card from its
    // address book instead of pressing the button: Viber echoes our nonce with it all the same.
    const attacker = uniquePhone();
    const { code, check } = await browser();
    const [open, contact] = requests('viber', attacker, code);
    expect(await deliver(open!)).toEqual(['bound']);
    const card = edit('viber', contact!, (b) => (b.message.contact.phone_number = victim.replace(/\D/g, '')));
    expect(await deliver(card)).toEqual(['second_proof_needed']);
    expect((await check()).data).toEqual({ status: false });
    // Confirming the code from the attacker's own phone signs in the attacker, and pins nothing.
    for (const r of requests('sms', attacker, code)) await deliver(r);
    expect((await check()).data).toMatchObject({ status: true, phoneNumber: attacker });
    const again = await browser();
    const [open2, contact2] = requests('viber', attacker, again.code);
    await deliver(open2!);
    const card2 = edit('viber', contact2!, (b) => (b.message.contact.phone_number = victim.replace(/\D/g, '')));
    expect(await deliver(card2)).toEqual(['second_proof_needed']);
    expect((await again.check()).data).toEqual({ status: false });
  });

  it('pins a Viber account once another method confirms the number it shared, then signs in with Viber alone', async () => {
    const phone = uniquePhone();
    const first = await browser();
    const [open, contact] = requests('viber', phone, first.code);
    expect(await deliver(open!)).toEqual(['bound']);
    expect(await deliver(contact!)).toEqual(['second_proof_needed']);
    expect((await first.check()).data).toEqual({ status: false });
    for (const r of requests('sms', phone, first.code)) expect(await deliver(r)).toEqual(['confirmed']);
    expect((await first.check()).data).toMatchObject({ status: true, phoneNumber: phone });

    const second = await browser();
    const outcomes = [];
    for (const r of requests('viber', phone, second.code)) outcomes.push(...(await deliver(r)));
    expect(outcomes).toEqual(['bound', 'confirmed']);
    expect((await second.check()).data).toMatchObject({ status: true, phoneNumber: phone });
  });

  it('keeps a Viber account to the one number it proved, and a number to its Viber account', async () => {
    const owner = uniquePhone();
    const first = await browser();
    for (const r of requests('viber', owner, first.code)) await deliver(r);
    for (const r of requests('sms', owner, first.code)) await deliver(r);
    expect((await first.check()).data).toMatchObject({ status: true, phoneNumber: owner });

    // The same Viber account shares someone else's card in answer to the request: refused.
    const victim = uniquePhone();
    const second = await browser();
    const [open, contact] = requests('viber', owner, second.code);
    await deliver(open!);
    const other = edit('viber', contact!, (b) => (b.message.contact.phone_number = victim.replace(/\D/g, '')));
    expect(await deliver(other)).toEqual(['contact_not_own']);
    expect(await accountCount(victim)).toBe(0);

    // Another Viber account cannot claim the number already pinned to the first one.
    const third = await browser();
    const [open3, contact3] = requests('viber', victim, third.code);
    await deliver(open3!);
    const claim = edit('viber', contact3!, (b) => (b.message.contact.phone_number = owner.replace(/\D/g, '')));
    expect(await deliver(claim)).toEqual(['contact_not_own']);
    expect((await third.check()).data).toEqual({ status: false });
  });
});

describe('Telegram: a code bound to one user is not taken over', () => {
  it("ignores a second user's /start for a bound code; the first user still confirms", async () => {
    const { code, check } = await browser();
    const owner = uniquePhone();
    const intruder = uniquePhone();
    const [start, contact] = requests('telegram', owner, code);
    const [intruderStart, intruderContact] = requests('telegram', intruder, code);
    expect(await deliver(start!)).toEqual(['bound']);
    expect(await deliver(intruderStart!)).toEqual(['code_invalid']);
    expect(await deliver(intruderContact!)).toEqual(['no_pending_code']);
    expect(await accountCount(intruder)).toBe(0);
    expect(await deliver(contact!)).toEqual(['confirmed']);
    expect((await check()).data).toMatchObject({ status: true, phoneNumber: owner });
    expect(String(simulatedUserId(owner))).not.toBe(String(simulatedUserId(intruder)));
  });
});

describe('messages older than the freshness window are refused', () => {
  it('refuses a week-old Telegram, WhatsApp and Viber message by the provider’s own timestamp', async () => {
    const ago = Math.floor(Date.now() / 1000) - WEEK;
    const stale: Record<string, (b: Payload) => void> = {
      telegram: (b) => (b.message.date = ago),
      whatsapp: (b) => (b.entry[0].changes[0].value.messages[0].timestamp = String(ago)),
      viber: (b) => (b.timestamp = ago * 1000),
    };
    for (const channel of ['telegram', 'whatsapp', 'viber'] as const) {
      const { code, check } = await browser();
      const phone = uniquePhone();
      const [first] = requests(channel, phone, code);
      expect(await deliver(edit(channel, first!, stale[channel]!)), channel).toEqual(['stale']);
      expect(await accountCount(phone)).toBe(0);
      expect((await check()).data).toEqual({ status: false });
    }
  });

  it('accepts a message sent a minute ago', async () => {
    const { code, check } = await browser();
    const phone = uniquePhone();
    const [msg] = requests('whatsapp', phone, code);
    const recent = edit(
      'whatsapp',
      msg!,
      (b) => (b.entry[0].changes[0].value.messages[0].timestamp = String(Math.floor(Date.now() / 1000) - 60)),
    );
    expect(await deliver(recent)).toEqual(['confirmed']);
    expect((await check()).data.status).toBe(true);
  });
});

describe('SMS: only messages sent to our number', () => {
  it('refuses a signed SMS addressed to another number of the Twilio account', async () => {
    const { code, check } = await browser();
    const phone = uniquePhone();
    const [sms] = requests('sms', phone, code);
    expect(await deliver(edit('sms', sms!, (b) => (b.To = '+15550009999')))).toEqual(['wrong_recipient']);
    expect(await accountCount(phone)).toBe(0);
    expect((await check()).data).toEqual({ status: false });
  });
});
