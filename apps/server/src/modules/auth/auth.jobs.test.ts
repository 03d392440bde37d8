import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestClock } from '../../infra/clock.js';
import { createTestDb } from '../../test/harness.js';
import { signInHousekeepingJob } from './auth.jobs.js';
import { createAuthRepository } from './auth.repository.js';
import { AUTH_LIMITS } from './auth.service.js';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(async () => {
  await drop();
});

const insert = (code: string, status: string, expiresAt: string, callNumber: string | null = null) =>
  db.query(
    {
      name: 't_insert_code',
      text: `insert into auth_codes (code, session_hash, status, call_number, expires_at) values ($1, 'h', $2, $3, $4)`,
    },
    [code, status, callNumber, expiresAt],
  );
const statuses = async () =>
  Object.fromEntries(
    (await db.query<{ code: string; status: string }>({ name: 't_codes', text: 'select code, status from auth_codes order by code' })).map(
      (r) => [r.code, r.status],
    ),
  );

describe('sign-in housekeeping job', () => {
  it('expires due codes, frees their flash-call numbers after their rest, deletes day-old codes; a second run changes nothing', async () => {
    const clock = createTestClock('2026-03-02T12:00:00Z');
    await insert('100001', 'pending', '2026-03-02T11:59:00Z', '+15559990001');
    await insert('100002', 'pending', '2026-03-02T12:01:00Z', '+15559990002');
    await insert('100003', 'consumed', '2026-03-01T11:00:00Z');
    const repo = createAuthRepository(db);
    const free = (at: Date) => repo.freeCallNumber(['+15559990001', '+15559990002'], at, AUTH_LIMITS.callQuarantineSeconds);
    expect(await free(clock.now())).toBeNull();

    const job = signInHousekeepingJob({ db, clock });
    await job.handler({}, { attempt: 1, jobId: 't' });
    expect(await statuses()).toEqual({ '100001': 'expired', '100002': 'pending' });
    // A number rests after its code ends before another code gets it.
    expect(await free(clock.now())).toBeNull();
    expect(await free(new Date('2026-03-02T12:04:00Z'))).toBe('+15559990001');

    await job.handler({}, { attempt: 2, jobId: 't' });
    expect(await statuses()).toEqual({ '100001': 'expired', '100002': 'pending' });
  });
});
