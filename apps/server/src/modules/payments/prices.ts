import { PRODUCTS, type Price, type PriceList, type ProductId } from '@numscope/contract';
import type { PriceRow } from './payments.repository.js';

/** Minor units to the major amount shown (9900 → 99, 199 → 1.99). */
export const toMajor = (minor: number) => minor / 100;

const time = (t: Date | string | null) => (t === null ? null : new Date(t));

/** The discount of a price row when `now` is inside its window. */
export function activeDiscount(row: PriceRow, now: Date): { priceId: string; amountMinor: number; ends: Date | null } | null {
  if (!row.discount_price_id || row.discount_amount_minor === null) return null;
  const starts = time(row.discount_starts);
  const ends = time(row.discount_ends);
  if (starts && now < starts) return null;
  if (ends && now >= ends) return null;
  return { priceId: row.discount_price_id, amountMinor: row.discount_amount_minor, ends };
}

/** Whether a method can take a currency (its adapter's currencies); every one when not given. */
export type Accepts = (code: string, currency: string) => boolean;

/** One row as the spec's price object; payOrder keeps only the methods this server can take in the row's currency. */
export function toPrice(row: PriceRow, now: Date, enabled: readonly string[], accepts: Accepts = () => true): Price {
  const d = activeDiscount(row, now);
  return {
    amount: toMajor(row.amount_minor),
    currency: row.currency,
    discountAmount: d ? toMajor(d.amountMinor) : null,
    discountCurrency: d ? row.currency : null,
    productId: row.price_id,
    discountProductId: d?.priceId ?? null,
    payOrder: row.pay_order.filter((c) => enabled.includes(c) && accepts(c, row.currency)) as Price['payOrder'],
    discountEndsTimestamp: d?.ends ? Math.floor(d.ends.getTime() / 1000) : null,
  };
}

/** The viewer's price list: products without a price or without a method they can pay by are left out (spec §3). */
export function priceList(country: string, rows: PriceRow[], now: Date, enabled: readonly string[], accepts?: Accepts): PriceList {
  const list: PriceList = { countryCode: country };
  for (const row of rows) {
    if (!(PRODUCTS as readonly string[]).includes(row.product)) continue;
    const price = toPrice(row, now, enabled, accepts);
    if (price.payOrder.length > 0) list[row.product] = price;
  }
  return list;
}

/** NumCy a product credits: bundles and gift packs carry their count in the id. */
export function numcyOf(product: ProductId): number {
  const m = /^(?:numcy|gift)_([0-9]+)$/.exec(product);
  return m ? Number(m[1]) : 0;
}

export const isGift = (product: ProductId) => product.startsWith('gift_');

/** Text on the provider's page and the receipt. */
export function describeProduct(product: ProductId): string {
  if (product.startsWith('numcy_')) return `NumScope: ${numcyOf(product)} NumCy`;
  if (isGift(product)) return `NumScope: gift of ${numcyOf(product)} NumCy`;
  return (
    {
      pro: 'NumScope PRO (lifetime)',
      spy: 'NumScope Spy, 1 month',
      antispy: 'NumScope Anti-spy, 1 month',
      group_show: 'NumScope: show in group',
    }[product as string] ?? 'NumScope'
  );
}
