import type { z } from 'zod';
import { envelope } from './schemas/common.js';
import { CommentListData, CommentListQuery, ThreadListData, ThreadListQuery } from './schemas/comments.js';
import {
  AgreementBody,
  AgreementData,
  AuthCheckData,
  AuthCheckQuery,
  AuthGetData,
  AuthGetQuery,
  BalanceData,
  MeData,
  SimulatorConfirmBody,
  SimulatorConfirmData,
} from './schemas/auth.js';
import {
  CommentAddBody,
  CommentDeleteBody,
  CommentEditBody,
  IdData,
  LedgerData,
  LedgerQuery,
  LikeBody,
  LikeData,
  ContactLikeBody,
  ContactLikeData,
  HideCommentBody,
  HideCommentData,
  HistoryData,
  HistoryDeleteBody,
  HistoryQuery,
  MainLoadData,
  OverlimitData,
  ReportCommentBody,
  ReportContactBody,
  ReportData,
  ReportProfileContactBody,
  SubscriptionBody,
  SubscriptionData,
  NoticeAddBody,
  NoticeDeleteBody,
  StatusData,
  SuggestBody,
  TagVoteBody,
  ThreadAddBody,
  ThreadDeleteBody,
  ThreadEditBody,
} from './schemas/community.js';
import { ComplaintBody, ComplaintListData, DecideBody } from './schemas/moderation.js';
import { ContactListData, ContactListQuery, ProfileStateSchema, SearchParams, SearchQuery } from './schemas/numbers.js';

export interface RouteDef {
  method: 'GET' | 'POST';
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodObject;
  response: z.ZodType;
  /** none: anyone; optional: a token adds personal fields; required: 403 without one. */
  auth: 'none' | 'optional' | 'required';
  /** Where the spec lost the path ({token}), we designed it; this says so. */
  designed?: true;
}

/**
 * The one route table. Every API path the server serves and the client calls is declared here once.
 * Paths the spec names are kept exactly; paths it lost are marked `designed`.
 */
export const routes = {
  search: {
    method: 'GET',
    path: '/api/v202310/search/:phone',
    params: SearchParams,
    query: SearchQuery,
    response: envelope(ProfileStateSchema),
    auth: 'optional',
  },
  commentList: {
    method: 'GET',
    path: '/api/v7/comment/list',
    query: CommentListQuery,
    response: envelope(CommentListData),
    auth: 'optional',
    designed: true,
  },
  threadList: {
    method: 'GET',
    path: '/api/v13/comment/thread/list',
    query: ThreadListQuery,
    response: envelope(ThreadListData),
    auth: 'optional',
    designed: true,
  },
  contactList: {
    method: 'GET',
    path: '/api/v6/contact/list',
    query: ContactListQuery,
    response: envelope(ContactListData),
    auth: 'optional',
    designed: true,
  },
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
  commentAdd: { method: 'POST', path: '/api/v7/comment/add', body: CommentAddBody, response: envelope(IdData), auth: 'required' },
  commentDelete: { method: 'POST', path: '/api/v6/comment/delete', body: CommentDeleteBody, response: envelope(StatusData), auth: 'required' },
  commentEdit: { method: 'POST', path: '/api/v7/comment/edit', body: CommentEditBody, response: envelope(IdData), auth: 'required', designed: true },
  threadAdd: { method: 'POST', path: '/api/v13/comment/thread/add', body: ThreadAddBody, response: envelope(IdData), auth: 'required' },
  threadEdit: { method: 'POST', path: '/api/v13/comment/thread/edit', body: ThreadEditBody, response: envelope(IdData), auth: 'required' },
  threadDelete: { method: 'POST', path: '/api/v13/comment/thread/delete', body: ThreadDeleteBody, response: envelope(StatusData), auth: 'required', designed: true },
  commentLike: { method: 'POST', path: '/api/v11/comment/like', body: LikeBody, response: envelope(LikeData), auth: 'required' },
  suggestAdd: { method: 'POST', path: '/api/v6/suggest/add', body: SuggestBody, response: envelope(StatusData), auth: 'required' },
  noticeAdd: { method: 'POST', path: '/api/v7/notice/add', body: NoticeAddBody, response: envelope(IdData), auth: 'required' },
  noticeDelete: { method: 'POST', path: '/api/v6/notice/delete', body: NoticeDeleteBody, response: envelope(StatusData), auth: 'required' },
  tagVote: { method: 'POST', path: '/api/v6/tag/vote', body: TagVoteBody, response: envelope(StatusData), auth: 'required', designed: true },
  contactLike: { method: 'POST', path: '/api/v6/contact/like', body: ContactLikeBody, response: envelope(ContactLikeData), auth: 'required', designed: true },
  mainLoad: { method: 'GET', path: '/api/v202305/main/load', response: envelope(MainLoadData), auth: 'optional' },
  historyList: { method: 'GET', path: '/api/v6/history/list', query: HistoryQuery, response: envelope(HistoryData), auth: 'required', designed: true },
  historyDelete: { method: 'POST', path: '/api/v6/history/delete', body: HistoryDeleteBody, response: envelope(StatusData), auth: 'required', designed: true },
  historyClear: { method: 'POST', path: '/api/v6/history/clear', response: envelope(StatusData), auth: 'required', designed: true },
  overlimit: { method: 'GET', path: '/api/v6/params/overlimit', response: envelope(OverlimitData), auth: 'required' },
  overlimitDisable: { method: 'POST', path: '/api/v6/params/overlimit/disable', response: envelope(OverlimitData), auth: 'required' },
  overlimitEnable: { method: 'POST', path: '/api/v6/params/overlimit/enable', response: envelope(OverlimitData), auth: 'required', designed: true },
  reportComment: { method: 'POST', path: '/api/v6/report/comment', body: ReportCommentBody, response: envelope(ReportData), auth: 'required' },
  reportContact: { method: 'POST', path: '/api/v6/report/contact', body: ReportContactBody, response: envelope(ReportData), auth: 'required', designed: true },
  reportProfileContact: { method: 'POST', path: '/api/v6/report/profile_contact', body: ReportProfileContactBody, response: envelope(ReportData), auth: 'required', designed: true },
  commentHide: { method: 'POST', path: '/api/v6/comment/hide', body: HideCommentBody, response: envelope(HideCommentData), auth: 'required', designed: true },
  commentSubscribe: { method: 'POST', path: '/api/v6/numcy/subscription/comment/add', body: SubscriptionBody, response: envelope(SubscriptionData), auth: 'required' },
  commentUnsubscribe: { method: 'POST', path: '/api/v6/numcy/subscription/comment/cancel', body: SubscriptionBody, response: envelope(SubscriptionData), auth: 'required' },
  complaintAdd: { method: 'POST', path: '/api/v6/complaint/add', body: ComplaintBody, response: envelope(IdData), auth: 'required', designed: true },
  complaintMine: { method: 'GET', path: '/api/v6/complaint/mine', response: envelope(ComplaintListData), auth: 'required', designed: true },
  moderationQueue: { method: 'GET', path: '/api/v6/moderation/complaints', response: envelope(ComplaintListData), auth: 'required', designed: true },
  moderationDecide: { method: 'POST', path: '/api/v6/moderation/complaint/decide', body: DecideBody, response: envelope(StatusData), auth: 'required', designed: true },
  ledger: { method: 'GET', path: '/api/v6/numcy/ledger', query: LedgerQuery, response: envelope(LedgerData), auth: 'required', designed: true },
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

/**
 * Provider webhooks: called by the providers (Telegram, Meta's WhatsApp Cloud API, Viber, the
 * SMS/voice provider, and payment providers next), never by our client. One pattern for all: the
 * `:provider` names come from the server's provider registry (one list), and their bodies are the
 * providers' own formats, verified by each adapter against the raw bytes, so no zod bodies here.
 * The GET on the same path is the subscription handshake some providers make (WhatsApp).
 */
export const webhookRoute = { method: 'POST', path: '/api/v1/webhooks/:provider' } as const;
export const webhookHandshakeRoute = { method: 'GET', path: '/api/v1/webhooks/:provider' } as const;

/** The webhook URL path of one provider, e.g. `/api/v1/webhooks/telegram`. */
export function webhookPath(provider: string): string {
  return routePath(webhookRoute.path, { provider });
}

/** Header a client sends with its version; older than the server's minimum answers 426. */
export const CLIENT_VERSION_HEADER = 'x-client-version';

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** Fills `:name` segments of a route path. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k}`);
    return encodeURIComponent(String(v));
  });
}
