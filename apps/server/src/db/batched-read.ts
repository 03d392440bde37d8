/**
 * Reads asked for in the same turn of the event loop go to the database as one statement
 * (decision 060), as a DataLoader does.
 *
 * Why: under load the server takes several requests from each wait for its sockets, and each
 * lookup was a statement of its own. A statement costs both processes far more than its one
 * indexed row: the driver's socket write, the database backend's wake-up, read, executor start and
 * answer, and the driver's read of it. Read together, those costs are paid once for the batch.
 *
 * The keys asked for in one turn are read after it (`setImmediate`: once the turn's I/O callbacks
 * and the promise chains they started have run), so a lone read waits for nothing but the end of
 * its own turn. `readMany` answers one result per key, in the keys' order (undefined: nothing).
 */
export function batchedRead<K, R>(readMany: (keys: K[]) => Promise<(R | undefined)[]>, maxBatch = 100): (key: K) => Promise<R | undefined> {
  interface Waiting {
    key: K;
    resolve: (r: R | undefined) => void;
    reject: (err: unknown) => void;
  }
  let pending: Waiting[] = [];

  async function read(batch: Waiting[]): Promise<void> {
    try {
      const results = await readMany(batch.map((w) => w.key));
      batch.forEach((w, i) => w.resolve(results[i]));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }

  function flush(): void {
    const all = pending;
    pending = [];
    for (let i = 0; i < all.length; i += maxBatch) void read(all.slice(i, i + maxBatch));
  }

  return (key) =>
    new Promise((resolve, reject) => {
      if (pending.push({ key, resolve, reject }) === 1) setImmediate(flush);
    });
}
