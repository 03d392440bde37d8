import { randomUUID } from 'node:crypto';

/** What a provider's stand-in remembers about one of our orders (status queries, refunds, callbacks). */
export interface SimOrder {
  orderId: number;
  /** The provider's id for the payment (bill, transaction, operation). */
  ref: string;
  amountMinor: number;
  currency: string;
  status: 'open' | 'paid' | 'declined' | 'refunded';
  /** Echoed back in callbacks (customData, paySourcesFilter…). */
  data: Record<string, string>;
}

/** The stand-in's book of one provider account, shared by every code of the family (and its simulator callbacks). */
export class SimOrders {
  private readonly byOrder = new Map<number, SimOrder>();

  open(o: Omit<SimOrder, 'status' | 'ref' | 'data'> & { ref?: string; data?: Record<string, string> }): SimOrder {
    const existing = this.byOrder.get(o.orderId);
    if (existing) return existing;
    const row: SimOrder = { ...o, ref: o.ref ?? randomUUID(), status: 'open', data: o.data ?? {} };
    this.byOrder.set(o.orderId, row);
    return row;
  }

  get(orderId: number): SimOrder | undefined {
    return this.byOrder.get(orderId);
  }

  byRef(ref: string): SimOrder | undefined {
    return [...this.byOrder.values()].find((r) => r.ref === ref);
  }
}

const books = new Map<string, SimOrders>();
/** One book per provider account (family and credential), so all its codes see the same payments. */
export function simOrders(family: string, account: string): SimOrders {
  const key = `${family}:${account}`;
  let b = books.get(key);
  if (!b) books.set(key, (b = new SimOrders()));
  return b;
}
