import type { LedgerReason } from '@numscope/contract';
import type { Database, Querier } from '../../db/client.js';
import type { AccountClaims } from '../../http/authenticate.js';
import { ledgerMovements } from '../../infra/metrics.js';
import { AppError } from '../../errors.js';
import { createWalletRepository, type WalletRepository } from './wallet.repository.js';

export interface Movement {
  accountId: number;
  /** Positive credits, negative debits; never zero. */
  amount: number;
  reason: LedgerReason;
  /** What it paid for (comment:12, a number), shown on the ledger page. */
  reference: string | null;
  /** Unique per movement: a retry with the same key is applied once and returns the first result. */
  key: string;
  /** When it happened (the transaction's clock time). */
  at: Date;
}

export interface MoveResult {
  entryId: number;
  balance: number;
  /** True when this key had moved NumCy before and nothing moved now. */
  replayed: boolean;
}

/**
 * Moves NumCy on an account and records the movement, inside the caller's transaction
 * (docs/decisions/012-ledger.md). A spend that would take the balance below zero moves nothing
 * and refuses with NOT_ENOUGH_BALANCE.
 */
export async function moveNumCy(q: Querier, m: Movement, repo: WalletRepository = createWalletRepository(q)): Promise<MoveResult> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new Error(`invalid NumCy amount ${m.amount}`);
  const entryId = await repo.claim(m, q);
  if (entryId === null) {
    const first = (await repo.byKey(m.key, q))!;
    // Ledger keys live forever while a request's Idempotency-Key is remembered for a day: the same key
    // reused later for another amount is the client's mistake, answered as one.
    if (first.account_id !== m.accountId || first.amount !== m.amount) throw new AppError('IDEMPOTENCY_KEY_MISMATCH');
    return { entryId: first.id, balance: first.balance_after, replayed: true };
  }
  const balance = await repo.apply(entryId, m.accountId, m.amount, q);
  if (balance === null) throw new AppError('NOT_ENOUGH_BALANCE');
  ledgerMovements.inc({ reason: m.reason });
  return { entryId, balance, replayed: false };
}

/** The account's balance as the caller's transaction sees it. */
export function balanceOf(q: Querier, accountId: number): Promise<number> {
  return createWalletRepository(q).balance(accountId, q);
}

export function createWalletService({ db }: { db: Database }) {
  const repo = createWalletRepository(db);
  return {
    /** My own NumCy movements, newest first, with the balance. */
    async ledger({ account, limit, offset }: { account: AccountClaims; limit: number; offset: number }) {
      const rows = await repo.list(account.accountId, limit, offset);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          amount: r.amount,
          reason: r.reason,
          reference: r.reference,
          balanceAfter: r.balance_after,
          createdAtTimestamp: r.created,
        })),
        balance: await repo.balance(account.accountId),
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
