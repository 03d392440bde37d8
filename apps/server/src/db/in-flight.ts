/**
 * At most `max` calls of `run` at a time; the others wait in arrival order.
 *
 * Why: postgres.js (3.4) queues connections and waiting queries in arrays it shifts without
 * compacting until they run empty. With more concurrent queries than connections, a busy
 * connection is shifted and pushed back for every query, so under steady load its array only
 * grows, and each query's `indexOf` over it costs more: lookups fell from 17,000 to 4,500 a second
 * in 55 s (issue 12). Holding the queries here, no more than there are connections, every query
 * finds an idle connection and the driver's arrays stay as small as the pool.
 */
export function inFlightLimit(max: number) {
  let active = 0;
  let waiting: ((() => void) | undefined)[] = [];
  let head = 0;

  function release(): void {
    if (head === waiting.length) {
      active--;
      return;
    }
    const next = waiting[head]!;
    waiting[head++] = undefined;
    // Compact, so this queue does not grow the way the driver's did.
    if (head === waiting.length || (head >= 1024 && head * 2 >= waiting.length)) {
      waiting = waiting.slice(head);
      head = 0;
    }
    next(); // the slot passes straight to the next in line
  }

  async function run<T>(fn: () => Promise<T>): Promise<T> {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      release();
    }
  }
  /** Calls running or waiting (a slot passes straight to the next in line, so none are waiting while fewer run). */
  return Object.assign(run, { busy: () => active > 0 });
}
