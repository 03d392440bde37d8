import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { prepareDatabase } from '../../db/prepare.js';
import { createTestClock } from '../../infra/clock.js';
import { createInProcessJobs } from '../../infra/jobs/in-process-jobs.js';
import { createChannels } from './registry.js';
import { createSender, deliverMessageJob } from './sender.js';

const quiet = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
  level: 'silent',
} as unknown as FastifyBaseLogger;

// The runner is driven by a test clock here, so it runs on its own embedded database under either test setup.
let db: Database;
let viberApi: Server;
let answers: number[] = [];
const received: { auth: string | undefined; body: unknown }[] = [];

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://', poolSize: 1 });
  await prepareDatabase(db);
  // A stand-in for Viber's API that answers with the next queued status.
  viberApi = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ auth: req.headers['x-viber-auth-token'] as string | undefined, body: JSON.parse(body) });
      res.writeHead(answers.shift() ?? 200).end('{}');
    });
  });
  await new Promise<void>((ok) => viberApi.listen(0, '127.0.0.1', ok));
});
afterAll(async () => {
  await new Promise((ok) => viberApi.close(ok));
  await db.close();
});

describe('bot reply delivery', () => {
  it('retries a reply the provider refused, with backoff on the clock, until it is delivered', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      VIBER_API_URL: `http://127.0.0.1:${(viberApi.address() as AddressInfo).port}`,
      VIBER_AUTH_TOKEN: 'live-viber',
    });
    const channels = createChannels(config);
    const clock = createTestClock();
    const jobs = createInProcessJobs({ db, clock, log: quiet });
    jobs.define(deliverMessageJob(channels));
    const send = createSender({ db, jobs, simulated: false, log: quiet });
    answers = [503, 500];

    await send(channels.channel('viber').reply!('user-1', 'Done'));
    expect(await jobs.runDue()).toBe(1);
    clock.advance(4_999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    // Backoff: the second retry waits twice as long.
    clock.advance(9_999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);

    expect(received).toHaveLength(3);
    expect(received[2]).toEqual({ auth: 'live-viber', body: { receiver: 'user-1', type: 'text', text: 'Done' } });
    const [row] = await db.query<{ state: string; attempts: number }>({
      name: 't_delivery',
      text: `select state, attempts from jobs where name = 'code-delivery-send'`,
    });
    expect(row).toEqual({ state: 'completed', attempts: 3 });
  });
});
