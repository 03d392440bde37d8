import { TIMINGS_MS } from '@numscope/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type RenewState = 'idle' | 'working' | 'done' | 'failed';

/**
 * The renewal of spec §4: idle, then working (repeated presses ignored), then done (the loader
 * stops 1.5 s after success) or failed (retry repeats the same call).
 */
export function useRenewFlow(run: () => Promise<unknown>, successDelayMs: number = TIMINGS_MS.renewalSuccessDelay) {
  const [state, setState] = useState<RenewState>('idle');
  const [error, setError] = useState<unknown>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const start = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setState('working');
    run().then(
      () => {
        timer.current = setTimeout(() => {
          busy.current = false;
          if (alive.current) setState('done');
        }, successDelayMs);
      },
      (e: unknown) => {
        busy.current = false;
        if (!alive.current) return;
        setError(e);
        setState('failed');
      },
    );
  }, [run, successDelayMs]);

  const reset = useCallback(() => {
    if (busy.current) return;
    setError(null);
    setState('idle');
  }, []);

  return { state, error, start, reset };
}
