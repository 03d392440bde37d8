import type { Querier, Statement } from '../../db/client.js';
import { AppError } from '../../errors.js';

const MOVE: Statement = {
  name: 'ledger_move',
  text: `update accounts set balance = balance + $2 where id = $1 and balance + $2 >= 0 returning balance`,
};

const ENTRY: Statement = {
  name: 'ledger_entry',
  text: `insert into ledger_entries (account_id, amount, reason, reference, balance_after) values ($1, $2, $3, $4, $5)`,
};

/**
 * Moves NumCy on an account and records the movement, inside the caller's transaction. The
 * balance row is locked by the update, so concurrent spends queue; one that would take the
 * balance below zero moves nothing and refuses with NOT_ENOUGH_BALANCE.
 */
export async function moveNumCy(q: Querier, accountId: number, amount: number, reason: string, reference: string | null): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`invalid NumCy amount ${amount}`);
  const [row] = await q.query<{ balance: number }>(MOVE, [accountId, amount]);
  if (!row) throw new AppError('NOT_ENOUGH_BALANCE');
  await q.query(ENTRY, [accountId, amount, reason, reference, row.balance]);
  return row.balance;
}

const LIST: Statement = {
  name: 'ledger_list',
  text: `select id, amount, reason, reference, balance_after, extract(epoch from created_at)::bigint as created
    from ledger_entries where account_id = $1 order by id desc limit $2 offset $3`,
};

export async function ledgerPage(q: Querier, accountId: number, limit: number, offset: number) {
  const rows = await q.query<{ id: number; amount: number; reason: string; reference: string | null; balance_after: number; created: number }>(LIST, [accountId, limit, offset]);
  return rows.map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, reference: r.reference, balanceAfter: r.balance_after, createdAtTimestamp: r.created }));
}

const BALANCE: Statement = { name: 'ledger_balance', text: 'select balance from accounts where id = $1' };

export async function balanceOf(q: Querier, accountId: number): Promise<number> {
  return (await q.query<{ balance: number }>(BALANCE, [accountId]))[0]?.balance ?? 0;
}
