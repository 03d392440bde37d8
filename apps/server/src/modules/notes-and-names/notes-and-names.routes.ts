import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import { serveRoute } from '../../http/serve-route.js';
import type { ContactRequestsService } from './contact-requests.service.js';
import type { NotesAndNamesService } from './notes-and-names.service.js';

export function notesAndNamesRoutes(app: FastifyInstance, s: NotesAndNamesService, requests: ContactRequestsService): void {
  serveRoute(app, routes.contactRequestSend, ({ body, account, idempotencyKey }) =>
    requests.send({ account, phone: body.phoneNumber, date: body.date, idempotencyKey }),
  );
  serveRoute(app, routes.contactRequests, ({ account }) => requests.list({ account }));
  serveRoute(app, routes.contactRequestAnswer, ({ body, account }) =>
    requests.answer({ account, requestId: body.request_id, decision: body.decision }),
  );
  serveRoute(app, routes.suggestAdd, ({ body, account }) =>
    s.suggest({ account, phone: body.phone, firstName: body.first_name, lastName: body.last_name }),
  );
  serveRoute(app, routes.noticeAdd, ({ body, account }) => s.addNotice({ account, phone: body.phone, text: body.text }));
  serveRoute(app, routes.noticeDelete, ({ body, account }) => s.deleteNotice({ account, phone: body.phone }));
  serveRoute(app, routes.contactLike, ({ body, account }) =>
    s.reactToContact({ account, phone: body.phone, hash: body.name_hash, kind: body.like_type, action: body.action_type }),
  );
  serveRoute(app, routes.contactProfileLike, async ({ body, account }) =>
    s.reactToContact({
      account,
      phone: await app.profilePhone(body.profile_id),
      hash: body.name_hash,
      kind: body.like_type,
      action: body.action_type,
    }),
  );
  serveRoute(app, routes.tagMine, ({ query, account }) => s.myTags({ account, phone: query.phone }));
  serveRoute(app, routes.tagVote, ({ body, account }) =>
    s.voteTag({ account, phone: body.phone, group: body.group, code: body.code, action: body.action_type }),
  );
}
