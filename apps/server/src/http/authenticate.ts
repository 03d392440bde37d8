import type { FastifyInstance } from 'fastify';
import { CLIENT_VERSION_HEADER, RENEWED_TOKEN_HEADER } from '@numscope/contract';
import { AppError } from '../errors.js';

/** Who a valid token says is signing in: the account and the phone it signed in with. */
export interface AccountClaims {
  accountId: number;
  phone: string;
  /** The session the token belongs to (sign-out revokes it). */
  sessionId?: string;
}

/**
 * Checks a token; the auth module implements it (signature, expiry, live session of an existing
 * account). `renewed` is a fresh token of the same session when the sent one is due for refresh.
 */
export interface TokenVerifier {
  verify(token: string): Promise<{ account: AccountClaims; renewed: string | null } | null>;
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
 * must be valid and its session live (403 otherwise, spec §8: a revoked session, a deleted or
 * unknown account), and its claims become `request.account`. The token is
 * the Authorization value as the spec's client sends it, with or without a `Bearer ` prefix.
 */
export function registerAuthentication(app: FastifyInstance, tokens: TokenVerifier, minClientVersion: string): void {
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const version = request.headers[CLIENT_VERSION_HEADER];
    if (typeof version === 'string' && older(version, minClientVersion)) throw new AppError('CLIENT_OUTDATED');
    const header = request.headers.authorization;
    if (!header) return;
    const verified = await tokens.verify(header.replace(/^Bearer\s+/i, '').trim());
    if (!verified) throw new AppError('TOKEN_INVALID');
    request.account = verified.account;
    if (verified.renewed) void reply.header(RENEWED_TOKEN_HEADER, verified.renewed);
  });
}
