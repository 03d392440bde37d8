import type { FastifyInstance } from 'fastify';
import type { SimulatedRequest } from '../../provider-kit/webhook.js';

/**
 * A stand-in's own notification (a charge without a page, a refund): posted after the current
 * request is answered, as providers do, and retried a few times while our server does not take it.
 */
export function postLater(
  app: FastifyInstance,
  req: SimulatedRequest,
  ok: (status: number) => boolean = (s) => s < 300,
  attempt = 1,
): void {
  setTimeout(
    () => {
      const url = new URL(req.url, 'http://stand-in');
      app
        .inject({ method: 'POST', url: url.pathname + url.search, headers: req.headers, payload: req.payload })
        .then((res) => {
          if (!ok(res.statusCode) && attempt < 5) postLater(app, req, ok, attempt + 1);
        })
        .catch(() => {}); // the app closed: nobody is listening any more
    },
    attempt === 1 ? 0 : 2 ** attempt * 250,
  );
}

/** Registers routes that read the raw body (providers sign the exact bytes). */
export function rawBodyScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    routes(scope);
  });
}
