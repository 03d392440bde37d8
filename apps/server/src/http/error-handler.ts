import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, type ErrorCode } from '@numscope/contract';
import { AppError } from '../errors.js';

/** A refused field names the specific code where there is one, so clients need not parse messages. */
const FIELD_CODES: Record<string, ErrorCode> = {
  phone: 'PHONE_INVALID',
  locale: 'LOCALE_UNKNOWN',
  limit: 'PAGING_INVALID',
  offset: 'PAGING_INVALID',
  text: 'TEXT_INVALID',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.http).send(errorBody(err.code, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || request.routeOptions.url || 'request';
        fields[field] = v.message ?? 'invalid';
      }
      const specific = Object.keys(fields)
        .map((f) => FIELD_CODES[f])
        .find(Boolean);
      return reply.status(400).send(errorBody(specific ?? 'VALIDATION_FAILED', fields));
    }
    if (err.statusCode === 429) return reply.status(429).send(errorBody('RATE_LIMITED'));
    if (err.statusCode === 413) return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(errorBody('VALIDATION_FAILED'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL'));
  });
}
