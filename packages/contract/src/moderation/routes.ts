import { envelope, IdData, StatusData } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import {
  ComplaintBody,
  ComplaintListData,
  DecideBody,
  HideCommentBody,
  HideCommentData,
  ReportCommentBody,
  ReportContactBody,
  ReportData,
  ReportProfileContactBody,
  SubscriptionBody,
  SubscriptionData,
} from './schemas.js';

export const moderationRoutes = {
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
} as const satisfies Record<string, RouteDef>;
