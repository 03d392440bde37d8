import { useLocation, useMatches } from 'react-router';
import { localeFromSegment } from '../../../i18n/locale.js';
import { digitsOf } from '../../../lib/phone.js';
import { useSession } from '../../../lib/session.js';

/** A path without its `/{lang}` prefix. */
export function stripLangPrefix(pathname: string): string {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (m && localeFromSegment(m[1])) return m[2] ?? '/';
  return pathname;
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
  const matches = useMatches();
  const signedIn = useSession((s) => s.token !== null);
  const own = useSession((s) => s.phoneNumber);
  const phone = matches.map((m) => m.params.phone).find(Boolean);
  return signedIn && isOwnProfilePath(pathname, phone, own);
}
