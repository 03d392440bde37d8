import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import type { Database } from '../../db/client.js';
import { serveRoute } from '../../http/serve-route.js';
import { balanceOf, ledgerPage } from './ledger.js';

/** Every account can read its own NumCy movements. */
export function walletRoutes(app: FastifyInstance, db: Database): void {
  serveRoute(app, routes.ledger, async ({ query, request }) => {
    const accountId = request.account!.accountId;
    return { entries: await ledgerPage(db, accountId, query.limit, query.offset), balance: await balanceOf(db, accountId) };
  });
}
