import { LIMITS } from '@numscope/contract';
import type { Querier } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { CapAdd, KvStore } from '../../infra/kv-store.js';
import { moveNumCy } from '../wallet/index.js';
import { createHistoryRepository, type HistoryRepository } from './history.repository.js';
import type { SearchLog } from './search-log.js';
import { requirePhone } from '../../shared/phone.js';

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
}

/** What the lookup's statement read of the viewer's account for the admission. */
export interface AdmissionAccount {
  is_pro: boolean;
  balance: number;
  overlimit_search: boolean;
  /** The account's anti-spy covers its searches now: spy lists never show them (decision 048). */
  antispy: boolean;
}

/** A day's set of searched numbers lives until an hour past its day's end (the key names the day). */
const daySetTtlSeconds = (day: Date, now: Date) => Math.ceil((day.getTime() + 86_400_000 - now.getTime()) / 1000) + 3600;
/** A day as the keys that name it write it (yyyy-mm-dd, UTC). */
const dayName = (day: Date) => day.toISOString().slice(0, 10);
const daySetKey = (accountId: number, day: Date) => `searches:${accountId}:${dayName(day)}`;

/**
 * Whether a signed-in user's search may show the profile (decision 043): free up to the daily limit
 * (spec §9: 30) of distinct numbers a day, then paid (1 NumCy through the ledger) when the request
 * says paidSearch=1 or the user turned on paying past the limit; otherwise refused with the paid
 * alert. Looking at a number again the same day (a reload, the page refreshing after my own write)
 * is the same search: it costs nothing. PRO accounts (021) have no limit.
 *
 * The day's searched numbers are a set in the kv store (Redis across instances, memory on one),
 * added to atomically under the cap, so concurrent lookups never get more than the limit. A set
 * that is not there (the first search of the day, or a restart of a memory store) is filled from
 * history first. Admitted searches go to history through the search log, written behind the answer.
 */
export function createSearches({ db, uow, kv, log }: { db: Querier; uow: UnitOfWork; kv: KvStore; log: SearchLog }) {
  const repo = createHistoryRepository(db);

  /** `use` on the day's set (null: the set is not there), filling it from history first when it is not. */
  async function onDaySet<T>(accountId: number, now: Date, use: (key: string) => Promise<T | null>): Promise<T> {
    const day = dayStart(now);
    const key = daySetKey(accountId, day);
    const first = await use(key);
    if (first !== null) return first;
    await log.flush();
    await kv.fillSet(key, await repo.searchedOn(accountId, dayName(day)), daySetTtlSeconds(day, now));
    return (await use(key))!;
  }
  const addToDay = (accountId: number, now: Date, e164: string, cap: number): Promise<CapAdd> =>
    onDaySet(accountId, now, (key) => kv.capAdd(key, e164, cap));
  /** Free searches used today (the day's set; a PRO account's is not counted against it). */
  const usedToday = (accountId: number, now: Date): Promise<number> => onDaySet(accountId, now, (key) => kv.setSize(key));

  return {
    async admit(
      account: AdmissionAccount,
      v: { accountId: number; e164: string; paidSearch: boolean; now: Date },
    ): Promise<SearchAdmission> {
      const day = dayStart(v.now);
      const record = () => log.record({ accountId: v.accountId, e164: v.e164, at: v.now, day, visibleAt: account.antispy ? null : v.now });
      if (account.is_pro) {
        record();
        return { admitted: true, isPaidRequest: false, leftRequests: LIMITS.defaultFreeRequests, balance: account.balance };
      }
      const free = await addToDay(v.accountId, v.now, v.e164, LIMITS.defaultFreeRequests);
      if (free.seen || free.added) {
        record();
        return {
          admitted: true,
          isPaidRequest: false,
          leftRequests: Math.max(0, LIMITS.defaultFreeRequests - free.size),
          balance: account.balance,
        };
      }
      if (!v.paidSearch && !account.overlimit_search)
        return { admitted: false, isPaidRequest: false, leftRequests: 0, balance: account.balance };
      const paid = await uow.run(async (tx) => {
        // One paid search per number and day: a retried request pays once.
        const moved = await moveNumCy(tx, {
          accountId: v.accountId,
          amount: -LIMITS.paidSearchPrice,
          reason: 'paid_search',
          reference: v.e164,
          key: `paid_search:${v.accountId}:${v.e164}:${dayName(day)}`,
          at: tx.now,
        });
        if (!moved.replayed) await repo.recordPaid(v.accountId, v.e164, tx.now, account.antispy ? null : tx.now, tx);
        return { admitted: true, isPaidRequest: true, leftRequests: 0, balance: moved.balance };
      });
      // Seen from now on: looking again today is free.
      await addToDay(v.accountId, v.now, v.e164, Number.POSITIVE_INFINITY);
      return paid;
    },

    /**
     * A look at the viewer's own number (their /number/my): shown, never counted against the daily
     * limit nor written to history, since nobody searches for their own number.
     */
    async ownNumber(account: AdmissionAccount, v: { accountId: number; now: Date }): Promise<SearchAdmission> {
      const used = account.is_pro ? 0 : await usedToday(v.accountId, v.now);
      return {
        admitted: true,
        isPaidRequest: false,
        leftRequests: Math.max(0, LIMITS.defaultFreeRequests - used),
        balance: account.balance,
      };
    },

    usedToday,
  };
}

export type Searches = ReturnType<typeof createSearches>;

/**
 * Search history (removing an entry hides it from the list; the daily free count still sees it,
 * or deleting would refill free searches), the pay-past-the-limit setting, and main data.
 */
export function createHistoryService({
  repo,
  clock,
  searches,
  log,
}: {
  repo: HistoryRepository;
  clock: Clock;
  searches: Searches;
  log: SearchLog;
}) {
  const overlimitState = async (account: AccountClaims) => {
    const state = await repo.limitState(account.accountId);
    // PRO has no daily limit (021): every free search is left.
    const used = state.is_pro ? 0 : await searches.usedToday(account.accountId, clock.now());
    return {
      overlimitSearch: state.overlimit_search,
      searchDailyLimit: LIMITS.defaultFreeRequests,
      leftRequests: Math.max(0, LIMITS.defaultFreeRequests - used),
    };
  };

  return {
    async list({ account, limit, offset }: { account: AccountClaims; limit: number; offset: number }) {
      await log.flush();
      const rows = await repo.list(account.accountId, limit, offset);
      return { items: rows.map((r) => ({ id: r.id, number: r.e164, date: r.day, paid: r.paid, searchedAtTimestamp: r.at })) };
    },
    async remove({ account, date, number }: { account: AccountClaims; date: string; number: string }) {
      const phone = requirePhone(number);
      await log.flush();
      if (!(await repo.remove(account.accountId, date, phone.e164, clock.now()))) throw new AppError('HISTORY_ITEM_NOT_FOUND');
      return { status: true };
    },
    async clear({ account }: { account: AccountClaims }) {
      await log.flush();
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
