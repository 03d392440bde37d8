import { createHash } from 'node:crypto';

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

/**
 * PrimePayments API v2 (primepayments.io/doc/?page=api_v2): plain concatenation, md5 hex.
 * initPayment is signed with secret1 (payWay appended last when sent); callbacks with secret2.
 */
export function initPaymentSign(p: {
  secret1: string;
  project: string;
  sum: string;
  currency: string;
  innerID: string;
  email: string;
  payWay?: string;
}): string {
  return md5(p.secret1 + 'initPayment' + p.project + p.sum + p.currency + p.innerID + p.email + (p.payWay ?? ''));
}

/** Callback fields exactly as received (strings). */
export function callbackSign(p: {
  secret2: string;
  orderID: string;
  payWay: string;
  innerID: string;
  sum: string;
  webmaster_profit: string;
}): string {
  return md5(p.secret2 + p.orderID + p.payWay + p.innerID + p.sum + p.webmaster_profit);
}
