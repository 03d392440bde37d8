import type { ProductId } from '@numscope/contract';

/**
 * The shapes the payment screens draw (spec §3 price list, payment product, gift product) and the
 * pure rules over them (spec §4 bundles, §9 counts). The server's price list is mapped onto these
 * by api/, so the components never depend on a wire format.
 */

/** One entry of the price list: a bundle or PRO (spec §3). Amounts are major units (1.5 = 1.50). */
export interface PriceEntry {
  amount: number;
  currency: string;
  discountAmount?: number | null;
  discountCurrency?: string | null;
  productId: string;
  discountProductId?: string | null;
  /** Payment-system codes in the order their buttons show; empty = the product is not sold here. */
  payOrder?: readonly string[] | null;
}

/** Bundles of spec §9, ids `numcy_{count}`. */
export const BUNDLE_COUNTS = [25, 100, 400, 1000] as const;
export type BundleCount = (typeof BUNDLE_COUNTS)[number];
export const DEFAULT_BUNDLE: BundleCount = 400;
/** Gift packs of spec §9. */
export const GIFT_COUNTS = [400, 1000] as const;
export type GiftCount = (typeof GIFT_COUNTS)[number];

export const bundleProductId = (count: BundleCount) => `numcy_${count}` as const satisfies ProductId;
export const giftProductId = (count: GiftCount) => `gift_${count}` as const satisfies ProductId;

export type PriceList = Partial<Record<ProductId, PriceEntry>>;

export interface Bundle {
  count: BundleCount;
  price: PriceEntry;
}

/** Whether an entry has a real discount (a discounted price below the normal one). */
export function hasDiscount(p: PriceEntry): boolean {
  return p.discountAmount != null && p.discountAmount > 0 && p.discountAmount < p.amount;
}

/** Bundles that are sold to this viewer, in the order of spec §9; an empty payOrder hides a bundle. */
export function visibleBundles(prices: PriceList | undefined): Bundle[] {
  const out: Bundle[] = [];
  for (const count of BUNDLE_COUNTS) {
    const price = prices?.[bundleProductId(count)];
    if (price?.payOrder && price.payOrder.length > 0) out.push({ count, price });
  }
  return out;
}

/** 400 when it is sold, else the first bundle shown. */
export function defaultBundle(bundles: readonly Bundle[]): BundleCount | undefined {
  return bundles.find((b) => b.count === DEFAULT_BUNDLE)?.count ?? bundles[0]?.count;
}

/** The tag of a tile (spec §4): sale when discounted, else hit (25), profitable (100), comfortable (400, 1000). */
export type BundleTag = 'sale' | 'hit' | 'profitable' | 'comfortable';
export function bundleTag(count: number, price: PriceEntry): BundleTag {
  if (hasDiscount(price)) return 'sale';
  if (count === 25) return 'hit';
  if (count === 100) return 'profitable';
  return 'comfortable';
}

/** What the buyer pays: the discounted price when there is one. */
export function payable(p: PriceEntry): { amount: number; currency: string } {
  return hasDiscount(p)
    ? { amount: p.discountAmount!, currency: p.discountCurrency ?? p.currency }
    : { amount: p.amount, currency: p.currency };
}

/** Spec §3: the discounted product id if one exists, otherwise the normal one. */
export function productPriceId(p: PriceEntry): string {
  return hasDiscount(p) && p.discountProductId ? p.discountProductId : p.productId;
}

/** What the method chooser sells (spec §3 payment product). */
export interface PaymentProduct {
  /** The product being bought: numcy_400, pro, gift_400, group_show… */
  productId: ProductId;
  productPriceId: string;
  payOrder: readonly string[];
  icon: 'numcy' | 'pro' | 'gift' | 'group';
  /** The line under the icon, already translated. */
  text: string;
  amount: number;
  currency: string;
  /** Gifts: the recipient's digits. */
  recipient?: string;
  /** Gifts: hide the sender from the recipient. */
  anonymous?: boolean;
}

export function productFor(productId: ProductId, price: PriceEntry, icon: PaymentProduct['icon'], text: string): PaymentProduct {
  return { productId, productPriceId: productPriceId(price), payOrder: price.payOrder ?? [], icon, text, ...payable(price) };
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** `400 ₽`, `$4.99` in the page's language (Latin digits, like every number on the site). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let f = moneyFormats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
        style: 'currency',
        currency,
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: 2,
      });
    } catch {
      f = new Intl.NumberFormat(`${locale}-u-nu-latn`, { maximumFractionDigits: 2 });
    }
    moneyFormats.set(key, f);
  }
  return f.format(amount);
}
