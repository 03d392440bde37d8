import { useState } from 'react';

/** True from the first render where `value` was true on: code loaded on demand stays mounted after. */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
