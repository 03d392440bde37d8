import { z } from 'zod';
import { LocaleParam, PhoneParam, Timestamp } from '../schemas/common.js';

/** Payment-system codes of spec §9, in the spec's order; a payOrder lists some of them. */
export const PAYMENT_SYSTEMS = [
  'ROBOKASSA_CARD',
  'PAY_SELECTION_CARD',
  'ROBOKASSA',
  'QIWI_CARD',
  'PRIMEPAYMENTS_CARD',
  'PRIMEPAYMENTS_YOO_MONEY',
  'PRIMEPAYMENTS_QW',
  'PRIMEPAYMENTS_SPB',
  'FLEXO',
  'SOFTPAYMONEY',
  'PAYLAMA',
  'PAYLAMA_SPB',
  'PAYLAMA_ALT',
  'QIWI_WALLET',
  'STRIPE_CARD',
  'STRIPE_MINI',
] as const;
export type PaymentSystem = (typeof PAYMENT_SYSTEMS)[number];
export const PaymentSystemSchema = z.enum(PAYMENT_SYSTEMS);

/** What can be bought (spec §3, §4): NumCy bundles, lifetime PRO, monthly spy/antispy, gift packs, group_show. */
export const PRODUCTS = [
  'numcy_25',
  'numcy_100',
  'numcy_400',
  'numcy_1000',
  'pro',
  'spy',
  'antispy',
  'gift_400',
  'gift_1000',
  'group_show',
] as const;
export type ProductId = (typeof PRODUCTS)[number];
export const BUNDLES = ['numcy_25', 'numcy_100', 'numcy_400', 'numcy_1000'] as const;
export const GIFT_PRODUCTS = ['gift_400', 'gift_1000'] as const;

/** Order states: created → pending → paid | failed | expired | refunded; review when a callback's money differs. */
export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'expired', 'refunded', 'review'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * One product's price for the viewer's country (spec §3 price list). Amounts are in the currency's
 * major units as shown (99, 1.99); `productId`/`discountProductId` are price ids an invoice names
 * as `productPriceId`/`priceId`. payOrder: payment-system codes in the order to offer them.
 */
export const PriceSchema = z.object({
  amount: z.number(),
  currency: z.string(),
  discountAmount: z.number().nullable(),
  discountCurrency: z.string().nullable(),
  productId: z.string(),
  discountProductId: z.string().nullable(),
  payOrder: z.array(PaymentSystemSchema),
  /** End of the discount window (null: no discount now). */
  discountEndsTimestamp: Timestamp.nullable(),
});
export type Price = z.infer<typeof PriceSchema>;

export const PricesQuery = z.object({
  /** ISO 3166 country of the buyer's number; without it, the signed-in account's number decides, else the default prices. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
});
/** Keyed by product; a product without a price or with an empty payOrder is absent. */
export const PricesData = z.object({
  countryCode: z.string(),
  numcy_25: PriceSchema.optional(),
  numcy_100: PriceSchema.optional(),
  numcy_400: PriceSchema.optional(),
  numcy_1000: PriceSchema.optional(),
  pro: PriceSchema.optional(),
  spy: PriceSchema.optional(),
  antispy: PriceSchema.optional(),
  gift_400: PriceSchema.optional(),
  gift_1000: PriceSchema.optional(),
  group_show: PriceSchema.optional(),
});
export type PriceList = z.infer<typeof PricesData>;

const Email = z.string().trim().max(254).email();

/**
 * Invoice request payload (spec §3). `productPriceId` (or `priceId`) names the price the page
 * showed; a stale one is refused with PRICE_CHANGED. `cardNumber` only when exactly 4 digits.
 * `phoneNumber` is the gift recipient (gift products) or the number group_show is for.
 */
export const InvoiceBody = z.object({
  productPriceId: z.string().min(1).max(64).optional(),
  priceId: z.string().min(1).max(64).optional(),
  productId: z.enum(PRODUCTS).optional(),
  email: Email.optional(),
  payType: z.coerce.number().int().min(1).max(99).optional(),
  paySourcesFilter: z.enum(['card', 'qw']).default('card'),
  cardNumber: z
    .string()
    .regex(/^\d{4}$/, 'exactly 4 digits')
    .optional(),
  userProductName: z.string().max(100).optional(),
  phoneNumber: PhoneParam.optional(),
  locale: LocaleParam.optional(),
  productName: z.string().max(100).optional(),
  /** Gifts: hide the sender from the recipient. */
  anonymous: z.coerce.boolean().default(false),
});
export type InvoiceRequest = z.input<typeof InvoiceBody>;
export const InvoiceParams = z.object({ paymentSystem: PaymentSystemSchema });

/** Where the buyer pays: a hosted page (url) or, for SBP, a QR payload (url still opens the page). */
export const PaymentLinksSchema = z.object({
  orderId: z.number().int(),
  paymentSystem: PaymentSystemSchema,
  url: z.string().nullable(),
  qr: z.string().nullable(),
});
export const InvoiceData = z.object({ paymentLinks: PaymentLinksSchema });

/** /group/invoice (spec §7): the group_show product for a number. */
export const GroupInvoiceBody = z.object({ locale: LocaleParam, productName: z.string().min(1).max(100), phoneNumber: PhoneParam });
export const GroupProductData = z.object({
  productId: z.string(),
  productPriceId: z.string(),
  description: z.string(),
  amountE: z.number(),
  currencyE: z.string(),
  payOrder: z.array(PaymentSystemSchema),
});
/** /group/make/invoice: pays the group_show price shown by /group/invoice. */
export const GroupMakeInvoiceBody = z.object({
  productPriceId: z.string().min(1).max(64),
  phoneNumber: PhoneParam.optional(),
  email: Email.optional(),
});

export const StripeLkData = z.object({ url: z.string() });

export const OrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  productId: z.enum(PRODUCTS),
  /** Minor units (kopecks, cents). */
  amountMinor: z.number().int(),
  currency: z.string(),
  paymentSystem: PaymentSystemSchema,
  /** NumCy this order credits (bundles, gifts). */
  numcy: z.number().int(),
  recipientPhone: z.string().nullable(),
  /** NumCy a refund could not take back because they were spent (docs/decisions/018). */
  refundShortfall: z.number().int(),
  createdAtTimestamp: Timestamp,
  paidAtTimestamp: Timestamp.nullable(),
});
export const OrderParams = z.object({
  orderId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const OrderData = z.object({ order: OrderSchema });
export const OrdersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const OrdersData = z.object({ orders: z.array(OrderSchema) });

/** Gifts credited to me; `fromPhone` is null when the sender chose anonymity. */
export const GiftReceivedSchema = z.object({
  orderId: z.number().int(),
  numcy: z.number().int(),
  fromPhone: z.string().nullable(),
  creditedAtTimestamp: Timestamp,
});
export const GiftsReceivedData = z.object({ gifts: z.array(GiftReceivedSchema) });

/** Development and tests only: a provider's stand-in settles an order as the buyer would on its page. */
export const SIMULATED_OUTCOMES = ['paid', 'declined', 'refund'] as const;
export const SimulatorPayBody = z.object({
  orderId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  outcome: z.enum(SIMULATED_OUTCOMES),
});
/** The last answer our server gave the simulated provider, and how many deliveries it took. */
export const SimulatorPayData = z.object({ status: z.number().int(), body: z.string(), attempts: z.number().int() });
