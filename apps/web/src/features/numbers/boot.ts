import { apiUrl, startEarlyGet } from '../../lib/api-request.js';
import { digitsOf } from '../../lib/digits.js';
import { searchQuery } from './api/search-query.js';

/** `/number/{phone}`, bare or under a `/{lang}` prefix, as the router's `number/:phone` matches it. */
const NUMBER_PAGE = /^(?:\/[^/]+)?\/number\/([^/]+)\/?$/;
/** Pages under /number/ that the router matches before `number/:phone`. */
const NOT_A_PHONE = new Set(['my', 'not-found', 'empty']);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The number page's free lookup, started by the boot module (src/boot.ts) while the app's code is
 * still downloading. The router's prefetch of the same lookup (prefetchNumberProfile) then takes
 * this answer instead of asking again (lib/api-request.ts), so the lookup no longer waits for about
 * 90 KB of script to arrive and run (decision 035). Only what the router would fetch is started.
 */
export function startEarlyLookup(pathname: string, locale: string, token: string | null): void {
  const segment = NUMBER_PAGE.exec(pathname)?.[1];
  if (segment === undefined || NOT_A_PHONE.has(segment)) return;
  const phone = digitsOf(decoded(segment));
  if (phone.length <= 1) return;
  startEarlyGet(apiUrl('search', { params: { phone }, query: searchQuery(locale, false) }), token);
}
