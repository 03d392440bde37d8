import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, type RouteDef } from '@numscope/contract';
import type { Querier } from '../db/client.js';
import { AppError } from '../errors.js';
import type { Clock } from '../infra/clock.js';
import { idempotencyKeyOf, runIdempotent } from '../infra/idempotency/idempotency.js';
import type { AccountClaims } from './authenticate.js';
import { hasControlCharacters } from './control-characters.js';
import type { JsonText } from './json-text.js';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type Data<R extends RouteDef> = z.input<R['response']> extends { data: infer D } ? D : never;

export interface RouteInput<R extends RouteDef> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  /** The signed-in account: never null on a route declared `auth: 'required'`. */
  account: R['auth'] extends 'required' ? AccountClaims : AccountClaims | null;
  /**
   * The request's `Idempotency-Key` on a write that honours it (decision 026); a write that moves
   * NumCy derives its ledger key from it, so even a re-executed request charges once.
   */
  idempotencyKey: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Writes of a signed-in account replay their first answer per `Idempotency-Key`, unless the route opts out. */
export function honoursIdempotencyKey(route: RouteDef): boolean {
  return route.method === 'POST' && route.auth === 'required' && route.idempotent !== false;
}

/**
 * Serves one entry of the contract's route table: text with control characters is refused before
 * anything else (every route, every field), its schemas validate the request and the response, a
 * route that requires sign-in refuses visitors with 403, a write replays its first answer per
 * Idempotency-Key, and the handler returns only the payload, wrapped here as `{ status, data }`
 * (a read may return it already written, as `JsonText`).
 */
export function serveRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (input: RouteInput<R>) => Promise<Data<R> | JsonText<Data<R>>>,
): void {
  const idempotent = honoursIdempotencyKey(route);
  const routeKey = `${route.method} ${route.path}`;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { 200: route.response },
    },
    preValidation: (request, _reply, done) => {
      if (hasControlCharacters(request.params) || hasControlCharacters(request.query) || hasControlCharacters(request.body))
        done(new AppError('TEXT_CONTROL_CHARACTERS'));
      else done();
    },
    handler: async (request, reply) => {
      if (route.auth === 'required' && !request.account) throw new AppError('TOKEN_INVALID');
      const key = idempotent && request.account ? idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]) : undefined;
      const run = async () => ({
        status: 'success' as const,
        data: await handler({
          account: request.account as RouteInput<R>['account'],
          params: request.params as Parsed<R['params']>,
          query: request.query as Parsed<R['query']>,
          body: request.body as Parsed<R['body']>,
          idempotencyKey: key ?? null,
          request,
          reply,
        }),
      });
      if (!key || !request.account) return run();
      // buildApp decorates the app with its database and clock (app.ts); read them without importing it.
      const { db, clock } = app as unknown as { db: Querier; clock: Clock };
      const { result, replayed } = await runIdempotent(
        db,
        clock,
        { accountId: request.account.accountId, route: routeKey, key, payload: [request.params, request.query, request.body] },
        run,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return result;
    },
  });
}
