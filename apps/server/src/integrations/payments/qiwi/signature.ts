import { createHmac } from 'node:crypto';

/**
 * QIWI P2P bills notification signature (QIWI-API/bill-payments-node-js-sdk): hex HMAC-SHA256 keyed
 * by the secret key over `currency|value|billId|siteId|status`, the value with two decimals.
 */
export function qiwiNotificationSignature(
  secret: string,
  bill: { siteId: string; billId: string; amount: { value: string | number; currency: string }; status: { value: string } },
): string {
  const value = Number(bill.amount.value).toFixed(2);
  return createHmac('sha256', secret)
    .update([bill.amount.currency, value, bill.billId, bill.siteId, bill.status.value].join('|'))
    .digest('hex');
}
