/**
 * The stand-ins' switch for recurring charges (simulators only): how many of the next renewal
 * charges on a parent order the provider declines. Set by POST /api/v1/simulator/recurring; kept in
 * process, like the rest of a stand-in's memory.
 */
const declines = new Map<number, number>();

export const recurringDeclines = {
  set(parentOrderId: number, n: number): void {
    if (n > 0) declines.set(parentOrderId, n);
    else declines.delete(parentOrderId);
  },
  /** True when this charge is to be declined (and counts it). */
  take(parentOrderId: number): boolean {
    const n = declines.get(parentOrderId) ?? 0;
    if (n <= 0) return false;
    this.set(parentOrderId, n - 1);
    return true;
  },
};
