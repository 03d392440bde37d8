import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, routes } from '@numscope/contract';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { moveNumCy } from '../modules/wallet/index.js';
import { insertNumber } from '../test/fixtures.js';
import { createTestDb } from '../test/harness.js';
import { signInAs } from '../test/sign-in.js';
import { createTestClock, type TestClock } from './clock.js';

const DAY = 86_400_000;
let db: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let clock: TestClock;
type Who = { token: string; profileId: number };
let owner: Who;
let complainant: Who;
let searcher: Who;
const OWNED = '+79168880011';
let number: Awaited<ReturnType<typeof insertNumber>>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  // Starts at the real time (sign-in signs with it), then the tests move it; tokens outlive the moves.
  clock = createTestClock(new Date());
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: undefined, WEB_DIST: '/nonexistent' },
    { JWT_TTL_SECONDS: 400 * 86_400 },
  );
  app = await buildApp({ config, db, keyPrefix: `numscope-test-${randomUUID()}:`, clock });
  number = await insertNumber(db, { e164: OWNED, comments: [{ text: 'rude caller' }, { text: 'second opinion' }] });
  owner = await signInAs(app, OWNED);
  complainant = await signInAs(app, '+79168880022');
  searcher = await signInAs(app, '+79168880033');
});
afterAll(async () => {
  await app.close();
  await drop();
});

const call = async (method: 'GET' | 'POST', url: string, who: Who | null, payload?: object) =>
  (await app.inject({ method, url, headers: who ? { authorization: who.token } : {}, ...(payload ? { payload } : {}) })).json();
const lookupAs = (who: Who | null, e164: string) => call('GET', `/api/v202310/search/${e164.slice(1)}`, who);

describe('time taken from the clock passed into buildApp', () => {
  it('ends hiding on my own number after its month', async () => {
    await db.transaction((q) =>
      moveNumCy(q, {
        accountId: owner.profileId,
        amount: 10,
        reason: 'grant',
        reference: 'test',
        key: `test:${randomUUID()}`,
        at: clock.now(),
      }),
    );
    const hidden = await call('POST', routes.commentHide.path, owner, { comment_id: number.commentIds[0], months: 1 });
    const days = (hidden.data.endDateTimestamp * 1000 - clock.now().getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const seen = (p: { comments: { id: number; text: string; hiddenBy: string | null }[] }) =>
      p.comments.find((c) => c.id === number.commentIds[0]);
    expect(seen((await lookupAs(null, OWNED)).data)).toMatchObject({ text: '', hiddenBy: 'owner' });

    clock.advance(32 * DAY);
    expect(seen((await lookupAs(null, OWNED)).data)).toMatchObject({ text: 'rude caller', hiddenBy: null });
  });

  it('sets a complaint with a court decision three working days from the clock, skipping the weekend', async () => {
    const now = clock.now();
    const toFriday = (5 - now.getUTCDay() + 7) % 7 || 7;
    clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + toFriday, 10)));
    const filed = await call('POST', routes.complaintAdd.path, complainant, {
      comment_id: number.commentIds[1],
      first_name: 'Ivan',
      email: 'ivan@example.com',
      text: 'This is about me.',
      court_decision_link: 'https://court.example/1',
    });
    const mine = (await call('GET', routes.complaintMine.path, complainant)).data.complaints.find(
      (k: { id: number }) => k.id === filed.data.id,
    );
    const due = new Date(mine.reviewDeadlineTimestamp * 1000);
    expect(due.getUTCDay()).toBe(3); // Friday + 3 working days = Wednesday
    expect(due.getTime() - clock.now().getTime()).toBe(5 * DAY);
    expect(mine.createdAtTimestamp).toBe(Math.floor(clock.now().getTime() / 1000));
  });

  it('gives the daily free searches back the next day', async () => {
    await db.query(
      {
        name: 't_c_fill',
        text: `insert into search_history (account_id, e164, searched_at) select $1, '+7916888' || (1000 + g)::text, $2 from generate_series(1, $3::int) g`,
      },
      [searcher.profileId, clock.now(), LIMITS.defaultFreeRequests],
    );
    const spent = await lookupAs(searcher, OWNED);
    expect(spent.data.paidAlert.show).toBe(true);
    expect(spent.data.comments).toEqual([]);

    const now = clock.now();
    clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 1)));
    const fresh = await lookupAs(searcher, OWNED);
    expect(fresh.data.paidAlert.show).toBe(false);
    expect(fresh.data.common.leftRequests).toBe(LIMITS.defaultFreeRequests - 1);
  });
});
