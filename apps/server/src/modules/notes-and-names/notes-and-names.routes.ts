import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { NotesAndNames } from './notes-and-names.service.js';

export function notesAndNamesRoutes(app: FastifyInstance, s: NotesAndNames): void {
  const me = (r: { account: { accountId: number } | null }) => r.account!.accountId;
  serveRoute(app, routes.suggestAdd, ({ body, request }) => s.suggest(me(request), body.phone, body.first_name, body.last_name));
  serveRoute(app, routes.noticeAdd, ({ body, request }) => s.addNotice(me(request), body.phone, body.text));
  serveRoute(app, routes.noticeDelete, ({ body, request }) => s.deleteNotice(me(request), body.phone));
  serveRoute(app, routes.contactLike, ({ body, request }) => s.reactToContact(me(request), body.phone, body.name_hash, body.like_type, body.action_type));
  serveRoute(app, routes.tagVote, ({ body, request }) => s.voteTag(me(request), body.phone, body.group, body.code, body.action_type));
}
