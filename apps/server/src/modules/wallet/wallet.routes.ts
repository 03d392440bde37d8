import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { WalletService } from './wallet.service.js';

export function walletRoutes(app: FastifyInstance, wallet: WalletService): void {
  serveRoute(app, routes.ledger, ({ query, account }) => wallet.ledger({ account, limit: query.limit, offset: query.offset }));
}
