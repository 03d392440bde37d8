import { envelope, StatusData } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import { AppLinksData, HistoryData, HistoryDeleteBody, HistoryQuery, MainLoadData, OverlimitData } from './schemas.js';

export const historyRoutes = {
  mainLoad: { method: 'GET', path: '/api/v202305/main/load', response: envelope(MainLoadData), auth: 'optional' },
  apkGet: { method: 'GET', path: '/api/v202305/apk/get', response: envelope(AppLinksData), auth: 'none' },
  historyList: {
    method: 'GET',
    path: '/api/v6/history/list',
    query: HistoryQuery,
    response: envelope(HistoryData),
    auth: 'required',
    designed: true,
  },
  historyDelete: {
    method: 'POST',
    path: '/api/v6/history/delete',
    body: HistoryDeleteBody,
    response: envelope(StatusData),
    auth: 'required',
    designed: true,
  },
  historyClear: { method: 'POST', path: '/api/v6/history/clear', response: envelope(StatusData), auth: 'required', designed: true },
  overlimit: { method: 'GET', path: '/api/v6/params/overlimit', response: envelope(OverlimitData), auth: 'required' },
  overlimitDisable: { method: 'POST', path: '/api/v6/params/overlimit/disable', response: envelope(OverlimitData), auth: 'required' },
  overlimitEnable: {
    method: 'POST',
    path: '/api/v6/params/overlimit/enable',
    response: envelope(OverlimitData),
    auth: 'required',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
