import { useEffect, useState } from 'react';

/**
 * Runs `task` once the browser has nothing more urgent to do: after the page's first content has
 * been rendered and presented, so what `task` downloads never delays it (decision 035). Returns a
 * function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/** False until the browser is first idle after this component mounted: for content that can wait. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
