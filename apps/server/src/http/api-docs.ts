import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '@numscope/contract/openapi';
import { createRequire } from 'node:module';
import type { Config } from '../config.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Operation {
  operationId: string;
  tags: string[];
  security?: unknown[];
  'x-designed': boolean;
  responses: Record<string, unknown>;
}

/** The API reference page: every route by area, with its method, path, sign-in and error statuses. */
function referencePage(doc: ReturnType<typeof openApiDocument>): string {
  const rows = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
  );
  const areas = [...new Set(rows.map((r) => r.op.tags[0]!))];
  const section = (area: string) => `
  <section><h2>${escapeHtml(area)}</h2><table>
    <thead><tr><th>method</th><th>path</th><th>operation</th><th>sign-in</th><th>answers</th></tr></thead>
    <tbody>${rows
      .filter((r) => r.op.tags[0] === area)
      .map(
        ({ path, method, op }) => `
      <tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code>${op['x-designed'] ? ' <small>(designed)</small>' : ''}</td>
      <td>${escapeHtml(op.operationId)}</td><td>${!op.security ? 'none' : op.security.length > 1 ? 'optional' : 'required'}</td>
      <td>${Object.keys(op.responses).join(', ')}</td></tr>`,
      )
      .join('')}</tbody></table></section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>NumScope API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:1040px;margin:2rem auto;padding:0 1rem;color:#111827;background:#fff}
table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}th,td{text-align:start;padding:.35rem .5rem;border-bottom:1px solid #e3e6ef;vertical-align:top}
code{font-size:13px}small{color:#5b6477}a{color:#4338ca}
@media (prefers-color-scheme:dark){body{background:#0b0d14;color:#e8eaf2}th,td{border-color:#262b3b}small{color:#a0a8bb}a{color:#a5b4fc}}</style></head>
<body><h1>NumScope API reference</h1>
<p>Generated from the contract the server and the web client share. The machine-readable document with every schema and error code:
<a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Calls with a token send it as the <code>Authorization</code> header.</p>
${areas.map(section).join('')}
</body></html>`;
}

/** `/api/openapi.json` and `/api/docs` (issue 11 item 17), built once from the contract. */
export function registerApiDocs(app: FastifyInstance, config: Config): void {
  const doc = openApiDocument({ version, serverUrl: config.PUBLIC_URL });
  const page = referencePage(doc);
  app.get('/api/openapi.json', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(doc));
  app.get('/api/docs', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').type('text/html').send(page));
}
