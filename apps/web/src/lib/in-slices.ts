import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render now: `perTask` at first, then `perTask` more in each
 * following task until all are shown. A list rendered whole is one long task on a phone, which
 * blocks input (total blocking time); in slices each task stays short (decision 036).
 */
export function useInSlices(total: number, perTask: number): number {
  const [shown, setShown] = useState(perTask);
  useEffect(() => {
    if (shown >= total) return undefined;
    const timer = setTimeout(() => setShown((n) => n + perTask), 0);
    return () => clearTimeout(timer);
  }, [shown, total, perTask]);
  return Math.min(shown, total);
}
