import type { FastifyInstance } from 'fastify';
import { CLIENT_VERSION_HEADER } from '@numscope/contract';
import { AppError } from '../errors.js';

/** Who a valid token says is signing in: the account and the phone it signed in with. */
export interface AccountClaims {
  accountId: number;
  phone: string;
}

/** Checks a token; the auth module's tokens implement it. */
export interface TokenVerifier {
  verify(token: string): Promise<AccountClaims | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, when the request carried a valid token. */
    account: AccountClaims | null;
  }
}

function older(version: string, minimum: string): boolean {
  const a = version.split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (Number.isNaN(x)) return true;
    if (x !== y) return x < y;
  }
  return false;
}

/**
 * On every API call: a client older than the supported minimum gets 426; a token, when sent,
 * must be valid (403 otherwise, spec §8), and its claims become `request.account`. The token is
 * the Authorization value as the spec's client sends it, with or without a `Bearer ` prefix.
 */
export function registerAuthentication(app: FastifyInstance, tokens: TokenVerifier, minClientVersion: string): void {
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const version = request.headers[CLIENT_VERSION_HEADER];
    if (typeof version === 'string' && older(version, minClientVersion)) throw new AppError('CLIENT_OUTDATED');
    const header = request.headers.authorization;
    if (!header) return;
    const claims = await tokens.verify(header.replace(/^Bearer\s+/i, '').trim());
    if (!claims) throw new AppError('TOKEN_INVALID');
    request.account = claims;
  });
}
