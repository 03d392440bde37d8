import { envelope } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import { LedgerData, LedgerQuery } from './schemas.js';

export const walletRoutes = {
  ledger: {
    method: 'GET',
    path: '/api/v6/numcy/ledger',
    query: LedgerQuery,
    response: envelope(LedgerData),
    auth: 'required',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
