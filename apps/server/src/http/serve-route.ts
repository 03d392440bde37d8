import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDef } from '@numscope/contract';
import { AppError } from '../errors.js';
import type { AccountClaims } from './authenticate.js';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type Data<R extends RouteDef> = z.input<R['response']> extends { data: infer D } ? D : never;

export interface RouteInput<R extends RouteDef> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  /** The signed-in account: never null on a route declared `auth: 'required'`. */
  account: R['auth'] extends 'required' ? AccountClaims : AccountClaims | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Serves one entry of the contract's route table: its schemas validate the request and the
 * response, a route that requires sign-in refuses visitors with 403, and the handler returns only
 * the payload, wrapped here as `{ status, data }`.
 */
export function serveRoute<R extends RouteDef>(app: FastifyInstance, route: R, handler: (input: RouteInput<R>) => Promise<Data<R>>): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { 200: route.response },
    },
    handler: async (request, reply) => {
      if (route.auth === 'required' && !request.account) throw new AppError('TOKEN_INVALID');
      const data = await handler({
        account: request.account as RouteInput<R>['account'],
        params: request.params as Parsed<R['params']>,
        query: request.query as Parsed<R['query']>,
        body: request.body as Parsed<R['body']>,
        request,
        reply,
      });
      return { status: 'success', data };
    },
  });
}
