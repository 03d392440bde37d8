import type { ComponentProps } from 'react';
import { RemainingSearches } from '../../features/history/index.js';
import { SearchBox } from '../../features/numbers/index.js';

/** The search box as pages show it: with the remaining-search counter of the daily limit under it. */
export function PageSearchBox(props: Omit<ComponentProps<typeof SearchBox>, 'footer'>) {
  return <SearchBox {...props} footer={<RemainingSearches />} />;
}
