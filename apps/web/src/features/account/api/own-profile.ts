import { useLocation } from 'react-router';
import { localeFromSegment } from '../../../i18n/locale.js';
import { digitsOf } from '../../../lib/phone.js';
import { useSession } from '../../../lib/session.js';

/** A path without its `/{lang}` prefix. */
export function stripLangPrefix(pathname: string): string {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (m && localeFromSegment(m[1])) return m[2] ?? '/';
  return pathname;
}

/** The `{phone}` of a number page's address (`/number/{phone}`, with or without `/{lang}`), if it is one. */
export function phoneParamOf(pathname: string): string | undefined {
  const m = /^\/number\/([^/]+)$/.exec(stripLangPrefix(pathname));
  return m ? decodeURIComponent(m[1]!) : undefined;
}

/** Whether a page shows the signed-in user's own number (spec §2: the balance shows only there). */
export function isOwnProfilePath(pathname: string, phoneParam: string | undefined, ownNumber: string | null): boolean {
  const path = stripLangPrefix(pathname);
  if (path === '/number/my') return true;
  if (!phoneParam || !ownNumber || !path.startsWith('/number/')) return false;
  const mine = digitsOf(ownNumber);
  return mine.length > 1 && digitsOf(phoneParam) === mine;
}

export function useIsOwnProfile(): boolean {
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.token !== null);
  const own = useSession((s) => s.phoneNumber);
  return signedIn && isOwnProfilePath(pathname, phoneParamOf(pathname), own);
}
