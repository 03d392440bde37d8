import { localeFromSegment } from '../../../i18n/locale.js';

/** Where app mode sends every other route (spec §2/§6). */
export const APP_MODE_HOME = '/payment';

/**
 * Whether a path is one of the payment routes (spec §2): `/payment`, `/payment/…`,
 * `/settings/payment`, each also under a `/{lang}` prefix.
 */
export function isPaymentPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && localeFromSegment(segments[0]) && segments[0] !== 'payment') segments.shift();
  if (segments[0] === 'payment') return true;
  return segments[0] === 'settings' && segments[1] === 'payment';
}

/** Entry points that must work in app mode too: a key link re-keys the app, then lands on payments. */
function isEntryPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && localeFromSegment(segments[0])) segments.shift();
  return segments[0] === 'key' || segments[0] === 'not-authorized';
}

/**
 * App mode (local storage `apk` = '1') with sign-in makes only the payment routes available: the
 * path to redirect to, or null to stay.
 */
export function appModeRedirect(pathname: string, opts: { apk: string | null; signedIn: boolean }): string | null {
  if (opts.apk !== '1' || !opts.signedIn) return null;
  if (isPaymentPath(pathname) || isEntryPath(pathname)) return null;
  return APP_MODE_HOME;
}
