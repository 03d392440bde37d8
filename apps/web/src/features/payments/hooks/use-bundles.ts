import { useState } from 'react';
import { defaultBundle, visibleBundles, type BundleCount } from '../model/catalogue.js';
import { usePrices } from '../api/use-prices.js';

/** The bundles sold to the viewer and the chosen one (400 unless the buyer picks another, spec §4). */
export function useBundles(enabled = true) {
  const prices = usePrices(enabled);
  const bundles = prices.data ? visibleBundles(prices.data) : undefined;
  const [picked, setPicked] = useState<BundleCount | undefined>(undefined);
  const selected = picked !== undefined && bundles?.some((b) => b.count === picked) ? picked : bundles ? defaultBundle(bundles) : undefined;
  return { prices, bundles, selected, select: setPicked };
}
