import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { AuthService } from './auth.service.js';

export const AUTH_COOKIE = 'ns_auth';

export interface AuthRoutesOptions {
  service: AuthService;
  codeTtlSeconds: number;
  simulators: boolean;
  secureCookies: boolean;
}

export function authRoutes(app: FastifyInstance, o: AuthRoutesOptions): void {
  serveRoute(app, routes.authGet, async ({ request, reply }) => {
    const { sessionSecret, ...issued } = await o.service.issue({ ip: request.ip });
    // The secret that lets this browser collect the token travels only as an httpOnly cookie.
    void reply.setCookie(AUTH_COOKIE, sessionSecret, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api',
      maxAge: o.codeTtlSeconds,
      secure: o.secureCookies,
    });
    return { ...issued, simulator: o.simulators };
  });

  serveRoute(app, routes.authAgreement, async ({ body, request }) => {
    await o.service.agree({
      code: body.code,
      phone: body.phone,
      host: request.headers.host ?? '',
      cnonce: body.cnonce,
      timestamp: body.timestamp,
      signature: body.signature,
      sessionSecret: request.cookies[AUTH_COOKIE],
      ip: request.ip,
    });
    return { status: true };
  });

  serveRoute(app, routes.authLogout, async ({ account }) => {
    await o.service.signOut({ account });
    return { status: true as const, sessions: 1 };
  });

  serveRoute(app, routes.authLogoutAll, async ({ account }) => ({
    status: true as const,
    sessions: await o.service.signOutEverywhere({ account }),
  }));

  serveRoute(app, routes.authCheck, ({ query, request }) =>
    o.service.check({ code: query.code, sessionSecret: request.cookies[AUTH_COOKIE], ip: request.ip }),
  );
}
