import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@numscope/contract';
import type { Database } from '../../db/client.js';
import { createTestApp, createTestDb } from '../../test/harness.js';
import { signInAs } from '../../test/sign-in.js';
import { moveNumCy, type Movement } from './index.js';

let db: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let alice: { token: string; profileId: number };

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  app = await createTestApp(db);
  alice = await signInAs(app, '+79165550101');
});
afterAll(async () => {
  await app.close();
  await drop();
});

const balance = async () =>
  (await db.query<{ balance: number }>({ name: 't_w_balance', text: 'select balance from accounts where id = $1' }, [alice.profileId]))[0]!
    .balance;
const entriesWithKey = async (key: string) =>
  (
    await db.query<{ n: number }>({ name: 't_w_key', text: 'select count(*)::int as n from ledger_entries where idempotency_key = $1' }, [
      key,
    ])
  )[0]!.n;
const move = (m: Partial<Movement> & { key: string; amount: number }) =>
  db.transaction((q) => moveNumCy(q, { accountId: alice.profileId, reason: 'grant', reference: 'test', at: new Date(), ...m }));

describe('ledger movements', () => {
  it('apply a movement retried with the same key once and return the first result', async () => {
    const before = await balance();
    const first = await move({ key: 'grant:retry-1', amount: 25 });
    const retry = await move({ key: 'grant:retry-1', amount: 25 });
    expect(first).toMatchObject({ balance: before + 25, replayed: false });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await balance()).toBe(before + 25);
    expect(await entriesWithKey('grant:retry-1')).toBe(1);
  });

  it('let exactly one of two racing movements with the same key through', async () => {
    const before = await balance();
    const [a, b] = await Promise.all([move({ key: 'grant:race-1', amount: 7 }), move({ key: 'grant:race-1', amount: 7 })]);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(a.balance).toBe(before + 7);
    expect(b.balance).toBe(before + 7);
    expect(await balance()).toBe(before + 7);
    expect(await entriesWithKey('grant:race-1')).toBe(1);
  });

  it('refuse a key used before for another amount with IDEMPOTENCY_KEY_MISMATCH, moving nothing', async () => {
    await move({ key: 'grant:reused-1', amount: 3 });
    const before = await balance();
    await expect(move({ key: 'grant:reused-1', amount: 4 })).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_MISMATCH' });
    expect(await balance()).toBe(before);
    expect(await entriesWithKey('grant:reused-1')).toBe(1);
  });

  it('move nothing and keep the key free when a spend would go below zero', async () => {
    const before = await balance();
    await expect(move({ key: 'spend:too-much', amount: -(before + 1), reason: 'paid_search' })).rejects.toMatchObject({
      code: 'NOT_ENOUGH_BALANCE',
    });
    expect(await balance()).toBe(before);
    expect(await entriesWithKey('spend:too-much')).toBe(0);
  });

  it('refuse a reason outside the typed list at the database', async () => {
    await expect(
      db.query(
        {
          name: 't_w_bad_reason',
          text: `insert into ledger_entries (account_id, amount, reason, idempotency_key, balance_after) values ($1, 1, 'demo', 'bad-reason', 1)`,
        },
        [alice.profileId],
      ),
    ).rejects.toThrow(/ledger_entries_reason/);
  });

  it('show my movements with their reasons on the ledger page', async () => {
    await move({ key: 'grant:page-1', amount: 3, reference: 'page' });
    const res = await app.inject({ method: 'GET', url: `${routes.ledger.path}?limit=5`, headers: { authorization: alice.token } });
    const data = res.json().data as { entries: { reason: string; amount: number; reference: string | null }[]; balance: number };
    expect(data.balance).toBe(await balance());
    expect(data.entries[0]).toMatchObject({ reason: 'grant', amount: 3, reference: 'page' });
  });
});
