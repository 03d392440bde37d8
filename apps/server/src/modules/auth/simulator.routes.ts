import type { FastifyInstance } from 'fastify';
import { routes } from '@numscope/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { serveRoute } from '../../http/serve-route.js';
import { simulateConfirmation } from '../../integrations/simulators/phone-simulator.js';
import { callNumberOf } from './auth.repository.js';

/**
 * Development and tests only (SIMULATORS=on): a simulated phone confirms a code through a channel.
 * The provider's signed webhook goes through the real HTTP pipeline and adapter via inject.
 */
export function simulatorRoutes(app: FastifyInstance, config: Config, db: Database): void {
  serveRoute(app, routes.simulatorConfirm, async ({ body }) => {
    const requests = simulateConfirmation(config, body.channel, body.phone, body.code, await callNumberOf(db, body.code));
    let last = { status: 0, body: '', outcomes: [] as string[] };
    for (const r of requests) {
      const res = await app.inject({ method: r.method, url: r.url, headers: r.headers, payload: r.payload });
      const outcomes = String(res.headers['x-webhook-outcomes'] ?? '');
      last = { status: res.statusCode, body: res.body, outcomes: outcomes ? outcomes.split(',') : [] };
    }
    return last;
  });
}
