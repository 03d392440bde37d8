import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import type { Database } from '../../db/client.js';
import { serveRoute } from '../../http/serve-route.js';
import { ledgerPage } from './ledger.js';

/** Every account can read its own NumCy movements. */
export function walletRoutes(app: FastifyInstance, db: Database): void {
  serveRoute(app, routes.ledger, async ({ query, request }) => {
    const accountId = request.account!.accountId;
    const [acc] = await db.query<{ balance: number }>({ name: 'wallet_balance', text: 'select balance from accounts where id = $1' }, [accountId]);
    return { entries: await ledgerPage(db, accountId, query.limit, query.offset), balance: acc?.balance ?? 0 };
  });
}
