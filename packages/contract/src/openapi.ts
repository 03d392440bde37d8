import { z } from 'zod';
import type { RouteDef } from './area-kit.js';
import { AREA_CONTRACTS } from './areas.js';
import { ERRORS, type ErrorCode } from './errors.js';
import { ErrorBodySchema } from './schemas/common.js';

/**
 * The contract as an OpenAPI 3.1 document (issue 11 item 17): every route of every area with its
 * parameters, body and answer as JSON Schema (zod's own conversion), and the error codes it can
 * answer, grouped by HTTP status. Built from the same route table the server and the client use,
 * so it cannot drift from them.
 */
type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input');
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (js.required ?? []).includes(name),
    schema: s,
  }));
}

function errorResponses(codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERRORS[code].http, [...(byStatus.get(ERRORS[code].http) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.map((c) => `\`${c}\` (${ERRORS[c].status_code}): ${ERRORS[c].message}`).join('\n\n'),
        content: {
          'application/json': {
            schema: { allOf: [{ $ref: '#/components/schemas/ErrorBody' }, { properties: { code: { enum: list } } }] },
          },
        },
      },
    ]),
  );
}

export function openApiDocument({ version, serverUrl }: { version: string; serverUrl?: string }) {
  const areaCodes = new Set(AREA_CONTRACTS.flatMap((a) => Object.keys(a.errors)));
  // Codes of the HTTP layer (validation, sign-in, limits) that any route can answer.
  const common = (Object.keys(ERRORS) as ErrorCode[]).filter((c) => !areaCodes.has(c));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const area of AREA_CONTRACTS) {
    for (const [operationId, route] of Object.entries(area.routes) as [string, RouteDef][]) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const body = route.body ? jsonSchema(route.body, 'input') : null;
      (paths[path] ??= {})[route.method.toLowerCase()] = {
        operationId,
        tags: [area.name],
        ...(route.auth === 'required' ? { security: [{ token: [] }] } : route.auth === 'optional' ? { security: [{}, { token: [] }] } : {}),
        parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
        ...(body
          ? {
              requestBody: {
                required: true,
                content: { 'application/x-www-form-urlencoded': { schema: body }, 'application/json': { schema: body } },
              },
            }
          : {}),
        responses: {
          '200': { description: 'Success', content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } },
          ...errorResponses([...(Object.keys(area.errors) as ErrorCode[]), ...common]),
        },
        // Where the spec lost the path, it was designed here (docs/decisions).
        'x-designed': route.designed === true,
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'NumScope API',
      version,
      description: 'Phone-number lookup, reviews, sign-in and payments. Calls with a token send it as the Authorization header.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      schemas: { ErrorBody: jsonSchema(ErrorBodySchema, 'output') },
    },
    paths,
  };
}
