import { envelope } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import { BalanceData, MeData } from './schemas.js';

export const accountRoutes = {
  balance: {
    method: 'GET',
    path: '/api/v6/numcy/balance',
    response: envelope(BalanceData),
    auth: 'required',
  },
  me: {
    method: 'GET',
    path: '/api/v6/profile/me',
    response: envelope(MeData),
    auth: 'required',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
