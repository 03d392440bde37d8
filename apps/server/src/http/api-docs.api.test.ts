import { describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@numscope/contract';
import { useTestApp } from '../test/harness.js';

/** The API described from the contract (issue 11 item 17), so others can build on the lookup API. */
const t = useTestApp();

describe('GET /api/openapi.json', () => {
  it('describes every route of the contract with its parameters, answer and error codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, route] of Object.entries(routes) as [string, RouteDef][]) {
      const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(op?.operationId, name).toBe(name);
      expect(op.responses['200'].content['application/json'].schema, name).toBeTypeOf('object');
    }
    const search = doc.paths['/api/v202310/search/{phone}'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(['phone', 'locale', 'paidSearch', 'source']);
    expect(search.responses['400'].content['application/json'].schema.allOf[1].properties.code.enum).toContain('PHONE_INVALID');
    const complaint = doc.paths[routes.complaintAdd.path].post;
    expect(Object.keys(complaint.requestBody.content)).toContain('application/x-www-form-urlencoded');
    expect(complaint.security).toEqual([{ token: [] }]);
  });

  it('has a readable reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<code>/api/v202310/search/{phone}</code>');
    expect(res.body).toContain('href="/api/openapi.json"');
  });
});
