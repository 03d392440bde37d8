import { envelope } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import {
  GiftsReceivedData,
  GroupInvoiceBody,
  GroupMakeInvoiceBody,
  GroupProductData,
  InvoiceBody,
  InvoiceData,
  InvoiceParams,
  OrderData,
  OrderParams,
  OrdersData,
  OrdersQuery,
  PricesData,
  PricesQuery,
  SimulatorPayBody,
  SimulatorPayData,
  StripeLkData,
} from './schemas.js';

/**
 * Payments (spec §3, §7). Every invoice action creates or returns one order and needs the
 * `Idempotency-Key` header (IDEMPOTENCY_KEY_HEADER): the same key and body return the same order,
 * the same key with another body is refused with IDEMPOTENCY_KEY_REUSED. The spec keeps the prices,
 * stripe/lk and group paths; the per-method invoice action (the spec's paths were lost) is one
 * designed path with the payment-system code. Provider callbacks arrive on /api/v1/webhooks/:provider.
 */
export const paymentsRoutes = {
  prices: { method: 'GET', path: '/api/v202310/get/prices', query: PricesQuery, response: envelope(PricesData), auth: 'optional' },
  stripeLk: { method: 'POST', path: '/api/v202405/stripe/lk', response: envelope(StripeLkData), auth: 'required' },
  groupInvoice: {
    method: 'POST',
    path: '/api/v202405/group/invoice',
    body: GroupInvoiceBody,
    response: envelope(GroupProductData),
    auth: 'required',
  },
  groupMakeInvoice: {
    method: 'POST',
    path: '/api/v202405/group/make/invoice',
    body: GroupMakeInvoiceBody,
    response: envelope(InvoiceData),
    auth: 'required',
    idempotent: false,
  },
  invoice: {
    method: 'POST',
    path: '/api/v202405/payments/invoice/:paymentSystem',
    params: InvoiceParams,
    body: InvoiceBody,
    response: envelope(InvoiceData),
    auth: 'required',
    designed: true,
    idempotent: false,
  },
  order: {
    method: 'GET',
    path: '/api/v202405/payments/order/:orderId',
    params: OrderParams,
    response: envelope(OrderData),
    auth: 'required',
    designed: true,
  },
  orders: {
    method: 'GET',
    path: '/api/v202405/payments/orders',
    query: OrdersQuery,
    response: envelope(OrdersData),
    auth: 'required',
    designed: true,
  },
  /** Development and tests only (SIMULATORS=on): the order's provider stand-in sends its real signed callback. */
  simulatorPay: {
    method: 'POST',
    path: '/api/v1/simulator/pay',
    body: SimulatorPayBody,
    response: envelope(SimulatorPayData),
    auth: 'none',
    designed: true,
  },
  giftsReceived: {
    method: 'GET',
    path: '/api/v202405/payments/gifts/received',
    response: envelope(GiftsReceivedData),
    auth: 'required',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;

/** The stand-in's hosted payment page (HTML, simulators on only): shows the order, Pay / Decline / Abandon. */
export const simulatorPayPagePath = '/api/v1/simulator/pay/:orderId';
