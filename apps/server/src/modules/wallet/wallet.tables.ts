import { sql } from 'drizzle-orm';
import { LEDGER_REASONS } from '@numscope/contract';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from '../../db/columns.js';
import { accounts } from '../account/account.tables.js';

/**
 * Every NumCy movement, append-only: amount (positive credit, negative debit), why, and what it
 * paid for. `balance_after` is the account balance right after, written in the same transaction.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    /** The same movement retried with this key is applied once (docs/decisions/012-ledger.md). */
    idempotencyKey: text('idempotency_key').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id.desc()),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
    uniqueIndex('ledger_entries_idempotency_key').on(t.idempotencyKey),
    check('ledger_entries_reason', sql.raw(`reason in (${LEDGER_REASONS.map((r) => `'${r}'`).join(', ')})`)),
  ],
);
