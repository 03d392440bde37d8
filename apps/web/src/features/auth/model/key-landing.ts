import { LIMITS } from '@numscope/contract';
import { decodeJwtPayload, isTokenExpired } from '../../../lib/jwt.js';
import { digitsOf } from '../../../lib/phone.js';

export type KeyTheme = 'dark' | 'light';

export type KeyLandingDecision =
  /** The key is missing or certainly expired: do not enter (spec §5), go to /not-authorized. */
  | { kind: 'reject'; redirect: '/not-authorized' }
  /** banner=1: store the key, then open the target in the top window (spec §2 step 3). */
  | { kind: 'banner'; token: string; backupNumber: string | null; target: string }
  /** Store the key, apply the theme, load the own profile, then go to `redirect` (steps 4 and 5). */
  | { kind: 'enter'; token: string; backupNumber: string | null; theme: KeyTheme | null; redirect: string };

export interface KeyLandingInput {
  key: string;
  /** The query string (number, theme, to, settings, banner). */
  search: string | URLSearchParams;
  nowSeconds: number;
  /** The page's origin, to resolve and check `to`. */
  origin: string;
  /** `/{lang}` when the link had a language prefix; the redirect keeps it. */
  langPrefix?: string;
}

/** `to` is honoured only when it stays on this site (never an open redirect). */
function sameOriginTarget(to: string | null, origin: string): string | null {
  if (!to) return null;
  try {
    const url = new URL(to, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The decision of the key landing route `/key/{key}` (spec §2, §5), free of side effects.
 * 1. the key becomes the access token — unless it is a JWT whose `exp` has passed;
 * 2. `number` is remembered as the backup number;
 * 3. banner=1 opens the target (`to`, else where step 5 would go) in the top window;
 * 4. otherwise the theme (dark/light) is applied and the own profile requested;
 * 5. redirect: /settings if `settings` is present, /number/my without a number, else /number/{number}.
 */
export function decideKeyLanding({ key, search, nowSeconds, origin, langPrefix = '' }: KeyLandingInput): KeyLandingDecision {
  const token = key.trim();
  if (!token || isTokenExpired(token, nowSeconds)) return { kind: 'reject', redirect: '/not-authorized' };

  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const digits = digitsOf(q.get('number') ?? '');
  const number = digits.length >= LIMITS.searchMinDigits ? digits : null;
  const redirect = `${langPrefix}${q.has('settings') ? '/settings' : number ? `/number/${number}` : '/number/my'}`;

  if (q.get('banner') === '1') {
    const target = sameOriginTarget(q.get('to'), origin) ?? new URL(redirect, origin).href;
    return { kind: 'banner', token, backupNumber: number, target };
  }
  const theme = q.get('theme');
  return { kind: 'enter', token, backupNumber: number, theme: theme === 'dark' || theme === 'light' ? theme : null, redirect };
}

/** The numbers of the two accounts when a key would sign in another account than the stored token's. */
export interface AccountSwitch {
  /** The key's account number (E.164). */
  to: string;
  /** The signed-in account's number (E.164). */
  from: string;
}

/**
 * Whether entering with `key` would replace the session of another account (decision 053): a link
 * must not silently sign a browser into someone else's account, whose history then records what
 * this browser looks up. Null when nobody is signed in (or their token has expired), when the key is
 * of the same account, or when either token cannot be read (the server refuses such a key).
 */
export function accountSwitch(key: string, current: string | null, nowSeconds: number): AccountSwitch | null {
  if (!current || isTokenExpired(current, nowSeconds)) return null;
  const next = decodeJwtPayload(key.trim());
  const now = decodeJwtPayload(current);
  if (typeof next?.phone !== 'string' || typeof now?.phone !== 'string' || next.sub === undefined || next.sub === now.sub) return null;
  return { to: next.phone, from: now.phone };
}

/**
 * `//key/{key}` (a double leading slash, spec §2) is the same page as `/key/{key}`: the extra
 * slashes are dropped before the router reads the address. Returns the path to use, or null.
 */
export function collapseLeadingSlashes(pathname: string): string | null {
  return /^\/{2,}/.test(pathname) ? pathname.replace(/^\/+/, '/') : null;
}
