import { envelope, IdData, StatusData } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import {
  CommentAddBody,
  CommentDeleteBody,
  CommentEditBody,
  CommentListData,
  CommentListQuery,
  LikeBody,
  LikeData,
  ThreadAddBody,
  ThreadDeleteBody,
  ThreadEditBody,
  ThreadListData,
  ThreadListQuery,
} from './schemas.js';

export const commentsRoutes = {
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
  commentAdd: { method: 'POST', path: '/api/v7/comment/add', body: CommentAddBody, response: envelope(IdData), auth: 'required' },
  commentDelete: {
    method: 'POST',
    path: '/api/v6/comment/delete',
    body: CommentDeleteBody,
    response: envelope(StatusData),
    auth: 'required',
  },
  commentEdit: {
    method: 'POST',
    path: '/api/v7/comment/edit',
    body: CommentEditBody,
    response: envelope(IdData),
    auth: 'required',
    designed: true,
  },
  threadAdd: { method: 'POST', path: '/api/v13/comment/thread/add', body: ThreadAddBody, response: envelope(IdData), auth: 'required' },
  threadEdit: { method: 'POST', path: '/api/v13/comment/thread/edit', body: ThreadEditBody, response: envelope(IdData), auth: 'required' },
  threadDelete: {
    method: 'POST',
    path: '/api/v13/comment/thread/delete',
    body: ThreadDeleteBody,
    response: envelope(StatusData),
    auth: 'required',
    designed: true,
  },
  commentLike: { method: 'POST', path: '/api/v11/comment/like', body: LikeBody, response: envelope(LikeData), auth: 'required' },
} as const satisfies Record<string, RouteDef>;
