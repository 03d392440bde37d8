import { LIMITS, type SubscriptionKind } from '@numscope/contract';
import type { Querier } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { moveNumCy } from '../wallet/index.js';
import { createHistoryRepository, type FreeAdmissionRow, type HistoryRepository } from './history.repository.js';

/** Midnight UTC of the day `at` falls in: the daily free searches start again there. */
export function dayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export interface SearchAdmission {
  admitted: boolean;
  isPaidRequest: boolean;
  /** Free searches left today after this one (never below 0). */
  leftRequests: number;
  balance: number;
  /** The viewer's active subscriptions at the search (read by the same statement). */
  activeKinds: SubscriptionKind[];
}

/**
 * Whether a signed-in user's search may show the profile: free up to the daily limit (spec §9: 30)
 * of distinct numbers a day, then paid (1 NumCy through the ledger) when the request says
 * paidSearch=1 or the user turned on paying past the limit; otherwise refused with the paid alert.
 * Admitted searches go to history. Looking at a number again the same day (a reload, or the page
 * refreshing after my own write) is the same search: it costs nothing and moves the entry to the top.
 *
 * The free part ran in the lookup's statement (`admissionSql`, decision 038); `free` is what it
 * answered (null: the account is gone). This settles the rest: the paid search, in its own unit of work.
 */
export async function settleAdmission(
  deps: { db: Querier; uow: UnitOfWork },
  free: FreeAdmissionRow | null,
  v: { accountId: number; e164: string; paidSearch: boolean; now: Date },
): Promise<SearchAdmission> {
  if (!free) throw new AppError('TOKEN_INVALID');
  // PRO has no daily limit (every search is recorded free): the counter stays full.
  const left = free.is_pro ? LIMITS.defaultFreeRequests : LIMITS.defaultFreeRequests - free.used;
  const activeKinds = free.active_kinds;
  if (free.seen) return { admitted: true, isPaidRequest: false, leftRequests: Math.max(0, left), balance: free.balance, activeKinds };
  if (free.recorded) return { admitted: true, isPaidRequest: false, leftRequests: left - 1, balance: free.balance, activeKinds };
  if (!v.paidSearch && !free.overlimit_search)
    return { admitted: false, isPaidRequest: false, leftRequests: 0, balance: free.balance, activeKinds };
  const repo = createHistoryRepository(deps.db);
  const day = dayStart(v.now);
  return deps.uow.run(async (tx) => {
    // One paid search per number and day: a retried request pays once.
    const key = `paid_search:${v.accountId}:${v.e164}:${day.toISOString().slice(0, 10)}`;
    const moved = await moveNumCy(tx, {
      accountId: v.accountId,
      amount: -LIMITS.paidSearchPrice,
      reason: 'paid_search',
      reference: v.e164,
      key,
      at: tx.now,
    });
    if (!moved.replayed) await repo.recordPaid(v.accountId, v.e164, tx.now, tx);
    return { admitted: true, isPaidRequest: true, leftRequests: 0, balance: moved.balance, activeKinds };
  });
}

/**
 * Search history (removing an entry hides it from the list; the daily free count still sees it,
 * or deleting would refill free searches), the pay-past-the-limit setting, and main data.
 */
export function createHistoryService({ repo, clock }: { repo: HistoryRepository; clock: Clock }) {
  const overlimitState = async (account: AccountClaims) => ({
    overlimitSearch: await repo.overlimit(account.accountId),
    searchDailyLimit: LIMITS.defaultFreeRequests,
    leftRequests: Math.max(0, LIMITS.defaultFreeRequests - (await repo.usedToday(account.accountId, dayStart(clock.now())))),
  });

  return {
    async list({ account, limit, offset }: { account: AccountClaims; limit: number; offset: number }) {
      const rows = await repo.list(account.accountId, limit, offset);
      return { items: rows.map((r) => ({ id: r.id, number: r.e164, paid: r.paid, searchedAtTimestamp: r.at })) };
    },
    async remove({ account, id }: { account: AccountClaims; id: number }) {
      if (!(await repo.remove(id, account.accountId, clock.now()))) throw new AppError('HISTORY_ITEM_NOT_FOUND');
      return { status: true };
    },
    async clear({ account }: { account: AccountClaims }) {
      await repo.clear(account.accountId, clock.now());
      return { status: true };
    },
    overlimit: ({ account }: { account: AccountClaims }) => overlimitState(account),
    async setOverlimit({ account, on }: { account: AccountClaims; on: boolean }) {
      await repo.setOverlimit(account.accountId, on);
      return overlimitState(account);
    },
    /** Main data (spec §3); visitors get the defaults. Featured: the most discussed numbers (index numbers_most_discussed_idx). */
    async mainLoad({ viewer }: { viewer: AccountClaims | null }) {
      const state = viewer
        ? await overlimitState(viewer)
        : { overlimitSearch: false, searchDailyLimit: LIMITS.defaultFreeRequests, leftRequests: LIMITS.defaultFreeRequests };
      return { ...state, featuredNumbers: await repo.featured(), accessToNeuroOwl: false };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
