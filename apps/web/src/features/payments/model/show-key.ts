import { decodeJwtPayload } from '../../../lib/jwt.js';

/**
 * The `key` query parameter of spec §2/§5: the mobile app hands a purchase to the web with the
 * account's token. Only a readable token whose `exp` (seconds) is still ahead opens /payment/show;
 * anything else is ignored and the payment-show view is not enabled.
 */
export function validShowKey(search: string, nowSeconds: number = Math.floor(Date.now() / 1000)): string | null {
  const key = new URLSearchParams(search).get('key');
  if (!key) return null;
  const exp = decodeJwtPayload(key)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && nowSeconds < exp ? key : null;
}

/** Whether a path is /payment/show, with or without a `{lang}` prefix. */
export const isShowPath = (pathname: string) => /^(\/[^/]+)?\/payment\/show\/?$/.test(pathname);
