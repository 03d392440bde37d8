import type { FastifyInstance } from 'fastify';
import { routes, SIGNATURE_MAX_SKEW_SECONDS, signRequest } from '@numscope/contract';
import { AppError } from '../../errors.js';
import { epochSeconds } from '../../infra/clock.js';
import type { KvStore } from '../../infra/kv-store.js';
import { serveRoute } from '../../http/serve-route.js';
import type { AuthService } from './auth.service.js';

export const AUTH_COOKIE = 'ns_auth';

export interface AuthRoutesOptions {
  service: AuthService;
  kv: KvStore;
  signingSecret: string;
  codeTtlSeconds: number;
  simulators: boolean;
  secureCookies: boolean;
}

export function authRoutes(app: FastifyInstance, o: AuthRoutesOptions): void {
  serveRoute(app, routes.authGet, async ({ request, reply }) => {
    const { sessionSecret, ...issued } = await o.service.issue(request.ip);
    // The secret that lets this browser collect the token travels only as an httpOnly cookie.
    void reply.setCookie(AUTH_COOKIE, sessionSecret, { httpOnly: true, sameSite: 'lax', path: '/api', maxAge: o.codeTtlSeconds, secure: o.secureCookies });
    return { ...issued, simulator: o.simulators };
  });

  serveRoute(app, routes.authAgreement, async ({ body, request }) => {
    const expected = await signRequest({
      method: 'POST',
      host: request.headers.host ?? '',
      path: routes.authAgreement.path,
      params: { code: body.code },
      cnonce: body.cnonce,
      timestamp: body.timestamp,
      secret: o.signingSecret,
    });
    if (expected !== body.signature) throw new AppError('AUTH_SIGNATURE_INVALID');
    if (Math.abs(epochSeconds(app.clock) - body.timestamp) > SIGNATURE_MAX_SKEW_SECONDS) throw new AppError('AUTH_TIMESTAMP_STALE');
    if (!(await o.kv.setOnce(`auth:nonce:${body.cnonce}`, 2 * SIGNATURE_MAX_SKEW_SECONDS))) throw new AppError('AUTH_NONCE_REPLAYED');
    await o.service.agree(body.code);
    return { status: true };
  });

  serveRoute(app, routes.authCheck, ({ query, request }) => o.service.check(query.code, request.cookies[AUTH_COOKIE], request.ip));
}
