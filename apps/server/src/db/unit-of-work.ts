import type { Clock } from '../infra/clock.js';
import type { Database, Querier } from './client.js';
import { retryOnDeadlock } from './deadlock.js';

/**
 * A write transaction as the areas see it: run statements, read the one "now" of this
 * transaction, and mark the numbers whose derived data (counts, trust index, profile card) the
 * write changed. Repositories mark; nobody calls a refresh by hand.
 */
export interface WriteTx extends Querier {
  /** The time of this transaction, from the app's clock (docs/decisions/010-clock.md). */
  readonly now: Date;
  /** Marks a number whose derived data must be rebuilt before this transaction commits. */
  touchNumber(numberId: number): void;
  /** Marks an account whose shown name, avatar, PRO mark or presence changed: the cards showing it are rebuilt right after commit. */
  touchAuthor(accountId: number): void;
}

/** What a transaction touched, each id once, in ascending order. */
export interface Touched {
  numbers: number[];
  authors: number[];
}

/** Runs once before commit with the touched numbers, and once after it, in its own transaction, with the touched authors. */
export type BeforeCommit = (q: Querier, touched: Touched, now: Date) => Promise<void>;

export interface UnitOfWork {
  /** Runs `fn` in one transaction; before it commits, the touched numbers are rebuilt once. */
  run<T>(fn: (tx: WriteTx) => Promise<T>): Promise<T>;
  /** Registers work that runs before every commit (the numbers module rebuilds its cards here). */
  beforeCommit(hook: BeforeCommit): void;
}

export function createUnitOfWork(db: Database, clock: Clock): UnitOfWork {
  const hooks: BeforeCommit[] = [];
  return {
    beforeCommit: (hook) => void hooks.push(hook),
    run: (fn) =>
      db
        .transaction(async (q) => {
          const numbers = new Set<number>();
          const authors = new Set<number>();
          const now = clock.now();
          const result = await fn({
            query: (stmt, params) => q.query(stmt, params),
            now,
            touchNumber: (id) => void numbers.add(id),
            touchAuthor: (id) => void authors.add(id),
          });
          if (numbers.size > 0) for (const hook of hooks) await hook(q, { numbers: ascending(numbers), authors: [] }, now);
          return { result, authors, now };
        })
        .then(async ({ result, authors, now }) => {
          if (authors.size > 0) await afterCommit({ numbers: [], authors: ascending(authors) }, now);
          return result;
        }),
  };

  /*
   * The cards that show a touched author are rebuilt right after the write commits, in a
   * transaction of their own (decision 037): inside the write's, the account row's lock was held
   * while the number rows were taken, and the deletion sweep deadlocked against the jobs that take
   * numbers first and accounts after. A deadlock here is retried; the write itself has committed.
   */
  function afterCommit(touched: Touched, now: Date): Promise<void> {
    return retryOnDeadlock(() =>
      db.transaction(async (q) => {
        for (const hook of hooks) await hook(q, touched, now);
      }),
    );
  }
}

const ascending = (ids: Set<number>) => [...ids].sort((a, b) => a - b);

/** Marks a touched number when the querier is a unit of work's transaction; a plain querier cannot write numbers' inputs. */
export function touchNumber(q: Querier, numberId: number): void {
  if (!('touchNumber' in q)) throw new Error('a write that changes a number must run in uow.run()');
  (q as WriteTx).touchNumber(numberId);
}

/** Marks an account whose shown fields a write changed, when the querier is a unit of work's transaction. */
export function touchAuthor(q: Querier, accountId: number): void {
  if (!('touchAuthor' in q)) throw new Error('a write that changes what cards show of an account must run in uow.run()');
  (q as WriteTx).touchAuthor(accountId);
}
