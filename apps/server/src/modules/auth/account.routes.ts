import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { AppError } from '../../errors.js';
import { serveRoute } from '../../http/serve-route.js';
import type { AuthService } from './auth.service.js';

/** The signed-in account's own profile and NumCy balance. */
export function accountRoutes(app: FastifyInstance, service: AuthService): void {
  const own = async (accountId: number) => {
    const account = await service.account(accountId);
    // A valid token for an account that no longer exists is as good as no token.
    if (!account) throw new AppError('TOKEN_INVALID');
    return account;
  };
  serveRoute(app, routes.balance, async ({ request }) => ({ balance: (await own(request.account!.accountId)).balance }));
  serveRoute(app, routes.me, async ({ request }) => {
    const a = await own(request.account!.accountId);
    return { profileId: a.id, phoneNumber: a.phone, firstName: a.first_name, lastName: a.last_name, avatar: a.avatar, isPro: a.is_pro, role: a.role };
  });
}
