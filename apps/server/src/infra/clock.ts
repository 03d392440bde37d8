/**
 * The one source of "now" for the server (docs/decisions/010-clock.md). Code and SQL take the
 * time from a Clock passed in, never from `Date.now()` or SQL `now()`, so tests can move time
 * (renewals, expiries, decay, deadlines) without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void;
  /** Sets the time. */
  set(at: Date | string): void;
}

export function createTestClock(start: Date | string = '2026-01-15T12:00:00Z'): TestClock {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (at) => {
      t = new Date(at).getTime();
    },
  };
}

/** Whole seconds since the epoch, as the spec's `*Timestamp` fields carry them. */
export function epochSeconds(clock: Clock): number {
  return Math.floor(clock.now().getTime() / 1000);
}
