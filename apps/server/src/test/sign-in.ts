import type { FastifyInstance } from 'fastify';
import { newCnonce, routes, signRequest, type AuthMethod } from '@numscope/contract';
import { loadConfig } from '../config.js';
import { uniquePhone } from './fixtures.js';

let ip = 0;

export interface SignedIn {
  token: string;
  profileId: number;
  phone: string;
}

/**
 * Signs a phone in the way a browser does (code, signed agreement, SMS simulator, check) and
 * returns its token; without a phone, a new account on a fresh uniquePhone().
 */
/**
 * What a browser does before the phone confirms: asks for a code (with its cookie) and accepts the
 * signed agreement. The timestamp follows the app's clock when it runs on a test clock.
 */
export async function startSignIn(
  app: FastifyInstance,
  { clock, remoteAddress = `10.9.${Math.floor(++ip / 250)}.${ip % 250}` }: { clock?: { now(): Date }; remoteAddress?: string } = {},
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
    params: { code },
    cnonce,
    timestamp,
    secret: config.AUTH_SIGNING_SECRET,
  });
  await app.inject({
    method: 'POST',
    url: routes.authAgreement.path,
    headers: { host: 'localhost:80', cookie },
    remoteAddress,
    payload: { code, cnonce, timestamp, signature },
  });
  return { code, cookie };
}

export async function signInAs(
  app: FastifyInstance,
  phone: string = uniquePhone(),
  clock?: { now(): Date },
  /** The channel whose simulator confirms the code (a messenger gives the account a chat to hear from). */
  channel: AuthMethod = 'sms',
): Promise<SignedIn> {
  const { code, cookie } = await startSignIn(app, { clock });
  await app.inject({ method: 'POST', url: routes.simulatorConfirm.path, payload: { channel, phone, code } });
  const check = await app.inject({ method: 'GET', url: `${routes.authCheck.path}?code=${code}`, headers: { cookie } });
  const data = check.json().data;
  if (!data?.status) throw new Error(`sign-in failed: ${check.body}`);
  return { token: data.token, profileId: data.profileId, phone };
}
