import { envelope } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import { AccountExportData, BalanceData, DeactivateBody, DeactivateData, DeleteAccountBody, DeleteAccountData, MeData } from './schemas.js';

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
  /** Spec §7 "POST {token} {cancel:"1"}": deactivates with the typed number, or cancels with cancel=1. */
  accountDeactivate: {
    method: 'POST',
    path: '/api/v6/account/deactivate',
    body: DeactivateBody,
    response: envelope(DeactivateData),
    auth: 'required',
    designed: true,
  },
  accountDelete: {
    method: 'POST',
    path: '/api/v6/account/delete',
    body: DeleteAccountBody,
    response: envelope(DeleteAccountData),
    auth: 'required',
    designed: true,
  },
  accountExport: {
    method: 'GET',
    path: '/api/v6/account/export',
    response: envelope(AccountExportData),
    auth: 'required',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
