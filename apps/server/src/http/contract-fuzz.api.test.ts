import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routePath, routes, webhookRoute, type RouteDef } from '@numscope/contract';
import { digitsOf, insertNumber, uniquePhone } from '../test/fixtures.js';
import { useTestApp } from '../test/harness.js';
import { signInAs, type SignedIn } from '../test/sign-in.js';

/*
 * Issue 11: malformed requests derived from the contract's own schemas, for every route of the
 * route table (and the webhook route), never answer 5xx, and the server is healthy afterwards.
 * For each route a plausible request is built from its schemas, then each field in turn is
 * replaced by wrong types, huge and unusual strings, control characters, negative and huge
 * numbers, or left out; the whole request is also sent with wrong content types, broken JSON and
 * a 1 MB body. Values come from a seeded generator, so a failure reproduces.
 */
const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000 } });

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

let seed = 20261124;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

/** A value the field would accept, so that the other fields' mutations reach past validation. */
function plausible(name: string, schema: z.ZodType, ctx: { phone: string; commentId: number }): unknown {
  const d = defOf(schema);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return plausible(name, d.innerType as z.ZodType, ctx);
    case 'pipe':
      return plausible(name, d.in as z.ZodType, ctx);
    case 'enum':
      return Object.values(d.entries as Record<string, string>)[0];
    case 'literal':
      return (d.values as unknown[])[0];
    case 'boolean':
      return true;
    case 'number':
    case 'int':
      return /id$/i.test(name) || name === 'reply_to' ? ctx.commentId : 1;
    case 'object':
      return Object.fromEntries(
        Object.entries((schema as unknown as z.ZodObject).shape).map(([k, v]) => [k, plausible(k, v as z.ZodType, ctx)]),
      );
    case 'array':
      return [];
    case 'string': {
      if (d.format === 'email') return 'fuzz@example.com';
      if (d.format === 'url') return 'https://example.com/x';
      if (/phone/i.test(name)) return ctx.phone;
      if (name === 'name_hash') return '0123456789abcdef0123456789abcdef';
      if (/locale|lang/.test(name)) return 'en-US';
      return 'plausible text';
    }
    default:
      return 'x';
  }
}

const HUGE = 'x'.repeat(100_000);
const MUTATIONS: readonly unknown[] = [
  null,
  true,
  12.5,
  -1,
  -(2 ** 53) - 2,
  1e308,
  '99999999999999999999999999',
  '-1',
  'NaN',
  '',
  '   ',
  HUGE,
  '📞'.repeat(3000),
  'e\u0301\u200b\u202e\ufeffשלום مرحبا 𝔘𝔫𝔦',
  'nul\u0000byte',
  '\u001b[2J\u001b]0;t\u0007',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  ['a', 'b'],
  { nested: { deeper: ['x'] } },
  [],
  {},
];

type Request = { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string | object };

function fieldsOf(schema: z.ZodObject | undefined): string[] {
  return schema ? Object.keys(schema.shape) : [];
}

/** The malformed requests of one route: one field at a time, then the body as a whole. */
function requestsFor(route: RouteDef, ctx: { phone: string; commentId: number }): Request[] {
  const params = (route.params ? plausible('params', route.params, ctx) : {}) as Record<string, unknown>;
  const query = (route.query ? plausible('query', route.query, ctx) : {}) as Record<string, unknown>;
  const body = (route.body ? plausible('body', route.body, ctx) : {}) as Record<string, unknown>;
  const url = (p: Record<string, unknown>, q: Record<string, unknown>) => {
    const filled = routePath(
      route.path,
      Object.fromEntries(Object.entries(p).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])),
    );
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) if (v !== undefined) qs.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    const s = qs.toString();
    return s ? `${filled}?${s}` : filled;
  };
  const out: Request[] = [{ method: route.method, url: url(params, query), ...(route.method === 'POST' ? { payload: body } : {}) }];
  const sample = () => [pick(MUTATIONS), pick(MUTATIONS), pick(MUTATIONS), pick(MUTATIONS)];
  for (const name of fieldsOf(route.params))
    for (const v of [...sample(), -1, '9'.repeat(40)]) out.push({ method: route.method, url: url({ ...params, [name]: v ?? '' }, query) });
  for (const name of fieldsOf(route.query)) {
    const { [name]: _left, ...without } = query;
    out.push({ method: route.method, url: url(params, without) });
    const extra = ['limit', 'offset'].includes(name) ? [-1, -100, 1e12, '1e400', 0] : [];
    for (const v of [...sample(), ...extra]) out.push({ method: route.method, url: url(params, { ...query, [name]: v }) });
  }
  if (route.method === 'POST') {
    const at = url(params, query);
    for (const name of fieldsOf(route.body)) {
      const { [name]: _left, ...without } = body;
      out.push({ method: 'POST', url: at, payload: without });
      const extra = ['limit', 'offset', 'months', 'comment_up_count'].includes(name) ? [-1, 0, 1e12, 2 ** 63] : [];
      for (const v of [...sample(), ...extra]) out.push({ method: 'POST', url: at, payload: { ...body, [name]: v } });
      // The form encoding the web client uses, with a hostile value.
      out.push({
        method: 'POST',
        url: at,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
          [name]: String(pick(MUTATIONS)),
        }).toString(),
      });
    }
    out.push(
      { method: 'POST', url: at, headers: { 'content-type': 'application/json' }, payload: '{"broken": ' },
      { method: 'POST', url: at, headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
      { method: 'POST', url: at, headers: { 'content-type': 'application/json' }, payload: 'null' },
      { method: 'POST', url: at, headers: { 'content-type': 'text/plain' }, payload: 'plain text' },
      { method: 'POST', url: at, headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
      { method: 'POST', url: at, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' },
      {
        method: 'POST',
        url: at,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...body, pad: 'x'.repeat(1 << 20) }),
      },
      {
        method: 'POST',
        url: at,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `pad=${'x'.repeat(1 << 20)}`,
      },
    );
  } else {
    out.push({ method: 'GET', url: `${url(params, query)}${route.query ? '&' : '?'}${'a=1&'.repeat(2000)}` });
  }
  return out;
}

describe('requests derived from the contract never get a 5xx', () => {
  it('fuzzes every route of the route table and the webhook route, and the server stays healthy', async () => {
    const owner = uniquePhone();
    const { commentIds, digits } = await insertNumber(t.db, { e164: owner, comments: [{ text: 'fuzz target' }] });
    const users: SignedIn[] = [];
    for (let i = 0; i < 4; i++) users.push(await signInAs(t.app));
    users.push(await signInAs(t.app, owner));
    const ctx = { phone: digits, commentId: commentIds[0]! };
    const failures: string[] = [];
    let sent = 0;
    const table = Object.entries(routes) as [string, RouteDef][];
    expect(table.length).toBeGreaterThan(40);
    for (const [name, route] of table) {
      const requests = requestsFor(route, ctx);
      for (const [i, r] of requests.entries()) {
        // Visitors, signed-in users and a broken token in turn.
        const who = i % 5 === 4 ? null : users[i % users.length]!;
        const authorization = i % 11 === 10 ? 'not.a.token' : who?.token;
        const res = await t.app.inject({
          method: r.method,
          url: r.url,
          headers: { ...(authorization ? { authorization } : {}), ...r.headers },
          ...(r.payload !== undefined ? { payload: r.payload } : {}),
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(`${name} ${r.method} ${r.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    for (const provider of ['telegram', 'whatsapp', 'viber', 'twilio', 'stripe', 'robokassa', 'no-such-provider']) {
      for (const payload of ['{"broken"', '{}', 'x'.repeat(1 << 20), JSON.stringify({ update_id: -1, message: { text: '\u0000' } })]) {
        const res = await t.app.inject({
          method: 'POST',
          url: routePath(webhookRoute.path, { provider }),
          headers: { 'content-type': 'application/json' },
          payload,
        });
        sent++;
        if (res.statusCode >= 500) failures.push(`webhook ${provider} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);

    // Healthy afterwards: health answers, a lookup and a write work.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const lookup = await t.app.inject({ method: 'GET', url: `/api/v202310/search/${digits}` });
    expect(lookup.json().data.comments[0].text).toBe('fuzz target');
    const fresh = await signInAs(t.app);
    const write = await t.app.inject({
      method: 'POST',
      url: routes.commentAdd.path,
      headers: { authorization: fresh.token },
      payload: { phone: digitsOf(uniquePhone()), text: 'still writing' },
    });
    expect(write.statusCode).toBe(200);
  }, 120_000);
});
