import { randomBytes } from 'node:crypto';
import { PAYMENT_SYSTEMS, PRODUCTS, type ProductId } from '@numscope/contract';
import type { Querier } from '../../db/client.js';
import { parseMajor } from '../../integrations/payments/money.js';
import { createPaymentsRepository } from './payments.repository.js';

/**
 * The operator's changes to the price list (`npm run prices`): data, never code. A changed price
 * gets a new price id, so a page showing the old one is refused with PRICE_CHANGED.
 */
export function createPriceAdmin(db: Querier) {
  const repo = createPaymentsRepository(db);
  const newId = (country: string, product: string, tag = '') =>
    `${country === '*' ? 'int' : country.toLowerCase()}-${product}${tag}-${randomBytes(3).toString('hex')}`;
  const check = (country: string, product: string): { country: string; product: ProductId } => {
    const c = country === '*' ? '*' : country.toUpperCase();
    if (c !== '*' && !/^[A-Z]{2}$/.test(c)) throw new Error(`country must be two letters or *, not ${country}`);
    if (!(PRODUCTS as readonly string[]).includes(product)) throw new Error(`unknown product ${product}; one of ${PRODUCTS.join(', ')}`);
    return { country: c, product: product as ProductId };
  };
  const minor = (amount: string) => {
    const m = parseMajor(amount);
    if (m === null || m <= 0) throw new Error(`amount must be a positive decimal like 990 or 14.99, not ${amount}`);
    return m;
  };
  return {
    list: () => repo.priceRows(),
    /** Sets a product's price in a country; an empty payOrder keeps the row but hides the product. */
    async set(p: { country: string; product: string; amount: string; currency: string; payOrder: string[]; now: Date }) {
      const { country, product } = check(p.country, p.product);
      const unknown = p.payOrder.find((c) => !(PAYMENT_SYSTEMS as readonly string[]).includes(c));
      if (unknown) throw new Error(`unknown payment-system code ${unknown}`);
      if (!/^[A-Z]{3}$/.test(p.currency)) throw new Error(`currency must be ISO 4217 like RUB, not ${p.currency}`);
      return repo.upsertPrice({
        country,
        product,
        priceId: newId(country, product),
        amountMinor: minor(p.amount),
        currency: p.currency,
        payOrder: p.payOrder,
        now: p.now,
      });
    },
    /** A discount window on an existing price (its own price id); `amount` null clears it. */
    async discount(p: { country: string; product: string; amount: string | null; from: Date | null; until: Date | null; now: Date }) {
      const { country, product } = check(p.country, p.product);
      if (p.from && p.until && p.until <= p.from) throw new Error('the discount must end after it starts');
      const amountMinor = p.amount === null ? null : minor(p.amount);
      const ok = await repo.setDiscount({
        country,
        product,
        priceId: amountMinor === null ? null : newId(country, product, '-sale'),
        amountMinor,
        starts: amountMinor === null ? null : p.from,
        ends: amountMinor === null ? null : p.until,
        now: p.now,
      });
      if (!ok) throw new Error(`no price for ${product} in ${country}: set one first`);
    },
    async remove(p: { country: string; product: string }) {
      const { country, product } = check(p.country, p.product);
      return repo.deletePrice(country, product);
    },
  };
}
