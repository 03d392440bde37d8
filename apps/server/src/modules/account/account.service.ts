import type { AccountExportData } from '@numscope/contract';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { eraseAccount } from './account-erasure.repository.js';
import type { AccountRepository, AccountRow } from './account.repository.js';

const DAY_MS = 86_400_000;

/** Rules of deactivation and deletion (docs/decisions/023-privacy-deactivation-deletion.md). */
export const ACCOUNT_LIFECYCLE = {
  /** A deactivated account comes back with a sign-in (or cancel) within this many days; then it is erased. */
  reactivationDays: 30,
  /** A deletion request is erased by this many hours at the latest (the job runs at once; the sweep hourly). */
  erasureHours: 24,
  /** Accounts one sweep handles; the next hour takes the rest. */
  sweepBatch: 200,
} as const;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The typed confirmation equals the account's number exactly (spec §5), with or without the leading +. */
function confirms(typed: string | undefined, phone: string): boolean {
  if (typed === undefined) return false;
  const t = typed.trim();
  return t === phone || `+${t}` === phone;
}

/** The signed-in account's own profile and NumCy balance; deactivation, deletion and the export. */
export function createAccountService({
  repo,
  uow,
  clock,
  enqueueErasure,
  endSessions,
  writeSearches,
  forgetPaymentCustomers,
}: {
  repo: AccountRepository;
  uow: UnitOfWork;
  clock: Clock;
  /** Starts the erasure job of one account (the hourly sweep catches one that never started). */
  enqueueErasure: (accountId: number) => Promise<void>;
  /** Ends every session of the account at once (auth's revocation, cache included). */
  endSessions: (accountId: number) => Promise<unknown>;
  /** Writes the searches history still holds back (decision 043), so the export has them all. */
  writeSearches: () => Promise<void>;
  /** Deletes a deleted account's customers at card providers (payments, decision 051), before the rows go. */
  forgetPaymentCustomers: (accountId: number) => Promise<void>;
}) {
  async function own(account: AccountClaims): Promise<AccountRow> {
    const row = await repo.byId(account.accountId);
    // A valid token for an account that no longer exists is as good as no token.
    if (!row) throw new AppError('TOKEN_INVALID');
    // A deleted account's token opens nothing (authsec refuses it on every route; this covers the account's own).
    if (row.deleted_at !== null) throw new AppError('ACCOUNT_DELETED');
    return row;
  }
  const reactivateUntil = (row: AccountRow) =>
    row.deactivated_at === null ? null : new Date(asDate(row.deactivated_at).getTime() + ACCOUNT_LIFECYCLE.reactivationDays * DAY_MS);

  /** Erases one deleted account: its customers at card providers first (outside the transaction: calls out), then its rows. */
  async function eraseOne(accountId: number) {
    await forgetPaymentCustomers(accountId);
    return uow.run((tx) => eraseAccount(tx, { accountId, now: tx.now }));
  }

  /** Marks one account deleted (reviews anonymised unless `removeReviews`) and starts its erasure. */
  async function markDeleted(accountId: number, removeReviews: boolean) {
    const done = await uow.run((tx) => repo.markDeleted(accountId, { at: tx.now, removeReviews }, tx));
    if (done) await Promise.all([endSessions(accountId), enqueueErasure(accountId)]);
    return done;
  }

  return {
    async me({ account }: { account: AccountClaims }) {
      const a = await own(account);
      return {
        profileId: a.id,
        phoneNumber: a.phone,
        firstName: a.first_name,
        lastName: a.last_name,
        avatar: a.avatar,
        isPro: a.is_pro,
        role: a.role,
      };
    },
    async balance({ account }: { account: AccountClaims }) {
      return { balance: (await own(account)).balance };
    },

    /** Deactivates with the typed number, or with `cancel` brings a deactivated account back. */
    async deactivate({ account, number, cancel }: { account: AccountClaims; number?: string | undefined; cancel: boolean }) {
      await own(account);
      return uow.run(async (tx) => {
        const row = (await repo.lock(account.accountId, tx))!;
        if (row.deleted_at !== null) throw new AppError('ACCOUNT_DELETED');
        if (cancel) {
          if (row.deactivated_at === null) throw new AppError('ACCOUNT_NOT_DEACTIVATED');
          await repo.reactivate(row.id, tx);
          return { status: 'active' as const, reactivateUntilTimestamp: null };
        }
        if (!confirms(number, row.phone)) throw new AppError('CONFIRMATION_MISMATCH');
        if (row.deactivated_at !== null) throw new AppError('ACCOUNT_ALREADY_DEACTIVATED');
        await repo.deactivate(row.id, tx.now, tx);
        return {
          status: 'deactivated' as const,
          reactivateUntilTimestamp: seconds(new Date(tx.now.getTime() + ACCOUNT_LIFECYCLE.reactivationDays * DAY_MS)),
        };
      });
    },

    /** Full delete: the number is freed now, the personal data erased by the job within the stated hours. */
    async requestDeletion({ account, number, removeReviews }: { account: AccountClaims; number: string; removeReviews: boolean }) {
      const row = await own(account);
      if (!confirms(number, row.phone)) throw new AppError('CONFIRMATION_MISMATCH');
      if (!(await markDeleted(row.id, removeReviews))) throw new AppError('ACCOUNT_DELETED');
      return { status: 'deleting' as const, erasedByTimestamp: seconds(clock.now()) + ACCOUNT_LIFECYCLE.erasureHours * 3600 };
    },

    async exportData({ account }: { account: AccountClaims }) {
      await own(account);
      await writeSearches();
      const data = await repo.exportAll(account.accountId);
      return { exportedAtTimestamp: seconds(clock.now()), ...data } as z.infer<typeof AccountExportData>;
    },

    /** After a sign-in: a deactivated account within its window comes back; past it, it is deleted now. */
    async afterSignIn({ accountId }: { accountId: number }) {
      const row = await repo.byId(accountId);
      if (!row || row.deleted_at !== null || row.deactivated_at === null) return;
      if (reactivateUntil(row)!.getTime() > clock.now().getTime()) await uow.run((tx) => repo.reactivate(accountId, tx));
      else await markDeleted(accountId, false);
    },

    /** The erasure job's work for one account. */
    async erase({ accountId }: { accountId: number }) {
      return eraseOne(accountId);
    },

    /** Hourly: deactivations past their window become deletions; deletions not yet erased are erased. */
    async sweep() {
      const before = new Date(clock.now().getTime() - ACCOUNT_LIFECYCLE.reactivationDays * DAY_MS);
      for (const id of await repo.deactivatedBefore(before, ACCOUNT_LIFECYCLE.sweepBatch)) await markDeleted(id, false);
      for (const id of await repo.erasePending(ACCOUNT_LIFECYCLE.sweepBatch)) await eraseOne(id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
