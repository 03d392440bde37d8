import type { LedgerReason } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  // Claiming the key first makes a concurrent movement with the same key wait for this one, then see it.
  claim: s(
    'ledger_claim',
    `insert into ledger_entries (account_id, amount, reason, reference, idempotency_key, balance_after, created_at)
    values ($1, $2, $3, $4, $5, 0, $6) on conflict (idempotency_key) do nothing returning id`,
  ),
  // The balance row is locked by the update, so concurrent spends queue; below zero moves nothing.
  apply: s(
    'ledger_apply',
    `with moved as (update accounts set balance = balance + $2 where id = $1 and balance + $2 >= 0 returning balance)
    update ledger_entries e set balance_after = moved.balance from moved where e.id = $3 returning e.balance_after`,
  ),
  byKey: s('ledger_by_key', 'select id, account_id, amount, balance_after from ledger_entries where idempotency_key = $1'),
  list: s(
    'ledger_list',
    `select id, amount, reason, reference, balance_after, extract(epoch from created_at)::bigint as created
    from ledger_entries where account_id = $1 order by id desc limit $2 offset $3`,
  ),
  balance: s('ledger_balance', 'select balance from accounts where id = $1'),
};

export interface LedgerRow {
  id: number;
  amount: number;
  reason: LedgerReason;
  reference: string | null;
  balance_after: number;
  created: number;
}

export function createWalletRepository(db: Querier) {
  return {
    /** Records a new movement under its key; null when the key was used already. */
    async claim(
      m: { accountId: number; amount: number; reason: LedgerReason; reference: string | null; key: string; at: Date },
      q: Querier = db,
    ): Promise<number | null> {
      return (await queryOne<{ id: number }>(q, SQL.claim, [m.accountId, m.amount, m.reason, m.reference, m.key, m.at]))?.id ?? null;
    },
    /** Moves the balance for a claimed entry; null when it would go below zero. */
    async apply(entryId: number, accountId: number, amount: number, q: Querier = db): Promise<number | null> {
      return (await queryOne<{ balance_after: number }>(q, SQL.apply, [accountId, amount, entryId]))?.balance_after ?? null;
    },
    async byKey(key: string, q: Querier = db) {
      return (await queryOne<{ id: number; account_id: number; amount: number; balance_after: number }>(q, SQL.byKey, [key])) ?? null;
    },
    list(accountId: number, limit: number, offset: number, q: Querier = db): Promise<LedgerRow[]> {
      return q.query<LedgerRow>(SQL.list, [accountId, limit, offset]);
    },
    async balance(accountId: number, q: Querier = db): Promise<number> {
      return (await queryOne<{ balance: number }>(q, SQL.balance, [accountId]))?.balance ?? 0;
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
