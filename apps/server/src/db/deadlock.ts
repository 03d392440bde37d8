/** PostgreSQL's "deadlock detected": one side of the cycle is cancelled and can simply run again. */
const DEADLOCK = '40P01';

/** Runs `fn`, and again (up to `attempts` times in all, pausing a little longer each time) while it ends in a deadlock. */
export async function retryOnDeadlock<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= attempts || (err as { code?: string }).code !== DEADLOCK) throw err;
      await new Promise((ok) => setTimeout(ok, 50 * attempt));
    }
  }
}
