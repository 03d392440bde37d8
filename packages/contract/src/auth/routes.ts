import { envelope } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import {
  AgreementBody,
  AgreementData,
  AuthCheckData,
  AuthCheckQuery,
  AuthGetData,
  AuthGetQuery,
  SignOutBody,
  SignOutData,
  SimulatorConfirmBody,
  SimulatorConfirmData,
} from './schemas.js';

export const authRoutes = {
  authGet: {
    method: 'GET',
    path: '/api/v202111/auth/get',
    query: AuthGetQuery,
    response: envelope(AuthGetData),
    auth: 'none',
  },
  authAgreement: {
    method: 'POST',
    path: '/api/v6/auth/agreement_code',
    body: AgreementBody,
    response: envelope(AgreementData),
    auth: 'none',
  },
  authCheck: {
    method: 'GET',
    path: '/api/v6/auth/check',
    query: AuthCheckQuery,
    response: envelope(AuthCheckData),
    auth: 'none',
  },
  /** Sign-out: ends this token's session on the server (later calls with it get 403). */
  authLogout: {
    method: 'POST',
    path: '/api/v1/auth/logout',
    body: SignOutBody,
    response: envelope(SignOutData),
    auth: 'required',
    designed: true,
  },
  /** Sign-out on all devices: ends every session of the account. */
  authLogoutAll: {
    method: 'POST',
    path: '/api/v1/auth/logout_all',
    body: SignOutBody,
    response: envelope(SignOutData),
    auth: 'required',
    designed: true,
  },
  /** Development and tests only: makes a channel's simulator send its signed webhook. */
  simulatorConfirm: {
    method: 'POST',
    path: '/api/v1/simulator/confirm',
    body: SimulatorConfirmBody,
    response: envelope(SimulatorConfirmData),
    auth: 'none',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
