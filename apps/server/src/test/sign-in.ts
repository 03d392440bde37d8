import type { FastifyInstance } from 'fastify';
import { newCnonce, routes, signRequest, type AuthMethod } from '@numscope/contract';
import { loadConfig } from '../config.js';
import { uniquePhone } from './fixtures.js';

let ip = 0;
/** Each sign-in from its own /24, as independent people are (same-network accounts are a burst signal, decision 030). */
const nextAddress = () => (++ip, `10.${Math.floor(ip / 250) % 250}.${ip % 250}.7`);

export interface SignedIn {
  token: string;
  profileId: number;
  phone: string;
}

/**
 * What a browser does before the phone confirms: asks for a code (with its cookie) and accepts the
 * signed agreement, naming the number it signs in with when given (the web app always does). The
 * timestamp follows the app's clock when it runs on a test clock.
 */
export async function startSignIn(
  app: FastifyInstance,
  { clock, remoteAddress = nextAddress(), phone }: { clock?: { now(): Date }; remoteAddress?: string; phone?: string } = {},
): Promise<{ code: string; cookie: string }> {
  const config = loadConfig({ NODE_ENV: 'test' });
  const get = await app.inject({ method: 'GET', url: routes.authGet.path, remoteAddress });
  const code = get.json().data.code as string;
  const cookie = `ns_auth=${get.cookies.find((c) => c.name === 'ns_auth')!.value}`;
  const cnonce = newCnonce();
  const timestamp = Math.floor((clock?.now().getTime() ?? Date.now()) / 1000);
  const signature = await signRequest({
    method: 'POST',
    host: 'localhost:80',
    path: routes.authAgreement.path,
    params: phone === undefined ? { code } : { code, phone },
    cnonce,
    timestamp,
    secret: config.AUTH_SIGNING_SECRET,
  });
  await app.inject({
    method: 'POST',
    url: routes.authAgreement.path,
    headers: { host: 'localhost:80', cookie },
    remoteAddress,
    payload: { code, cnonce, timestamp, signature, ...(phone === undefined ? {} : { phone }) },
  });
  return { code, cookie };
}

/**
 * Signs a phone in the way a browser does (code, signed agreement, simulator, check) and returns its
 * token; without a phone, a new account on a fresh uniquePhone().
 */
export async function signInAs(
  app: FastifyInstance,
  phone: string = uniquePhone(),
  {
    clock,
    channel = 'sms',
    remoteAddress,
  }: {
    clock?: { now(): Date };
    /** The channel whose simulator confirms the code (a messenger gives the account a chat to hear from). */
    channel?: AuthMethod;
    remoteAddress?: string;
  } = {},
): Promise<SignedIn> {
  const from = remoteAddress ?? nextAddress();
  const { code, cookie } = await startSignIn(app, { clock, remoteAddress: from, phone });
  const sent = await app.inject({
    method: 'POST',
    url: routes.simulatorConfirm.path,
    payload: { channel, phone, code },
    remoteAddress: from,
  });
  const firstViber = (sent.json().data?.outcomes ?? []).includes('second_proof_needed');
  // A first Viber sign-in needs the number proved another way with the same code (decision 046);
  // then Viber alone signs in, as it does for a user from their second time on.
  if (firstViber)
    await app.inject({ method: 'POST', url: routes.simulatorConfirm.path, payload: { channel: 'sms', phone, code }, remoteAddress: from });
  const check = await app.inject({ method: 'GET', url: `${routes.authCheck.path}?code=${code}`, headers: { cookie }, remoteAddress: from });
  const data = check.json().data;
  if (!data?.status) throw new Error(`sign-in failed: ${check.body}`);
  if (firstViber) return signInAs(app, phone, { clock, channel, remoteAddress: from });
  return { token: data.token, profileId: data.profileId, phone };
}
