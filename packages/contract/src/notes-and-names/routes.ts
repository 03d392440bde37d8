import { envelope, IdData, StatusData } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import {
  ContactLikeBody,
  ContactProfileLikeBody,
  ContactLikeData,
  NoticeAddBody,
  NoticeDeleteBody,
  SuggestBody,
  TagVoteBody,
  MyTagsData,
  MyTagsQuery,
} from './schemas.js';

export const notesAndNamesRoutes = {
  suggestAdd: { method: 'POST', path: '/api/v6/suggest/add', body: SuggestBody, response: envelope(StatusData), auth: 'required' },
  noticeAdd: { method: 'POST', path: '/api/v7/notice/add', body: NoticeAddBody, response: envelope(IdData), auth: 'required' },
  noticeDelete: { method: 'POST', path: '/api/v6/notice/delete', body: NoticeDeleteBody, response: envelope(StatusData), auth: 'required' },
  tagVote: {
    method: 'POST',
    path: '/api/v6/tag/vote',
    body: TagVoteBody,
    response: envelope(StatusData),
    auth: 'required',
    designed: true,
  },
  tagMine: {
    method: 'GET',
    path: '/api/v6/tag/mine',
    query: MyTagsQuery,
    response: envelope(MyTagsData),
    auth: 'required',
    designed: true,
  },
  contactLike: {
    method: 'POST',
    path: '/api/v6/contact/like',
    body: ContactLikeBody,
    response: envelope(ContactLikeData),
    auth: 'required',
    designed: true,
  },
  contactProfileLike: {
    method: 'POST',
    path: '/api/v6/contact/profile_like',
    body: ContactProfileLikeBody,
    response: envelope(ContactLikeData),
    auth: 'required',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
