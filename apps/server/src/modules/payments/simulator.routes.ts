import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { routes, routePath, simulatorPayPagePath, webhookPath } from '@numscope/contract';
import { AppError } from '../../errors.js';
import { serveRoute } from '../../http/serve-route.js';
import { formatMinor } from '../../integrations/payments/money.js';
import type { PaymentOrder, SimulatedStates } from '../../integrations/payments/payment-provider.js';
import type { PaymentRegistry } from '../../integrations/payments/registry.js';
import type { PaymentsService } from './payments.service.js';

type Outcome = 'paid' | 'declined' | 'refund';
const MAX_DELIVERIES = 8;

/** Each provider family's colour, so its stand-in page reads as that provider's page. */
const BRAND_COLOURS: Record<string, string> = {
  Robokassa: '#0d4c92',
  'Pay Selection': '#5b2d90',
  PrimePayments: '#e05a00',
  Paylama: '#11865b',
  SoftPay: '#0a6ebd',
  FLEXO: '#b3125a',
  QIWI: '#ff8c00',
  Stripe: '#635bff',
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Development and tests only (SIMULATORS=on): each payment provider's stand-in. Its hosted page
 * shows the order with Pay, Decline and Abandon; the outcome is then delivered as the provider
 * would: its real signed callback through our webhook route, redelivered until answered as its
 * protocol requires, or (providers that send none for this outcome) learnt by asking its status.
 */
export function paymentSimulatorRoutes(
  app: FastifyInstance,
  o: { payments: PaymentsService; registry: PaymentRegistry; publicUrl: string },
): void {
  const memory = new Map<number, { outcome: Outcome; order: PaymentOrder }>();
  const states: SimulatedStates = { get: (id) => memory.get(id) };
  const served = new Set<string>();
  for (const a of o.registry.all()) {
    if (!a.simulator?.serve || served.has(a.endpoint)) continue;
    served.add(a.endpoint);
    a.simulator.serve(app, states);
  }

  async function simulate(orderId: number, outcome: Outcome) {
    const found = await o.payments.paymentOrder(orderId);
    if (!found) throw new AppError('ORDER_NOT_FOUND');
    const adapter = o.registry.get(found.paymentSystem);
    if (!adapter?.simulator) throw new AppError('PAYMENT_SYSTEM_UNAVAILABLE');
    memory.set(orderId, { outcome, order: found.order });
    const request = adapter.simulator.callback(found.order, outcome, `${o.publicUrl}${webhookPath(adapter.endpoint)}`);
    if (!request) {
      await o.payments.pollOrder(orderId);
      return { status: 200, body: 'status queried', attempts: 0 };
    }
    let last = { status: 0, body: '' };
    for (let attempt = 1; attempt <= MAX_DELIVERIES; attempt++) {
      const res = await app.inject({
        method: request.method,
        url: request.url.slice(new URL(request.url).origin.length),
        headers: request.headers,
        payload: request.payload,
      });
      last = { status: res.statusCode, body: res.body };
      if (adapter.simulator.accepted(found.order, last)) return { ...last, attempts: attempt };
      // A provider retries later and later; the stand-in waits a little between deliveries.
      await new Promise((ok) => setTimeout(ok, 50 * attempt));
    }
    return { ...last, attempts: MAX_DELIVERIES };
  }

  serveRoute(app, routes.simulatorPay, ({ body }) => simulate(body.orderId, body.outcome));

  app.get<{ Params: { orderId: string } }>(simulatorPayPagePath, async (request, reply) => {
    const orderId = Number(request.params.orderId);
    if (!Number.isSafeInteger(orderId) || orderId < 1) throw new AppError('ORDER_NOT_FOUND');
    const found = await o.payments.paymentOrder(orderId);
    if (!found) throw new AppError('ORDER_NOT_FOUND');
    const brand = o.registry.get(found.paymentSystem)?.simulator?.brand ?? found.paymentSystem;
    const action = routePath(simulatorPayPagePath, { orderId: found.order.id });
    const colour = BRAND_COLOURS[brand] ?? '#333';
    // SBP: the buyer scans a QR with a bank app. Inline SVG, because the page's CSP allows no external images.
    const qr = found.qr
      ? `<figure style="margin:12px 0;text-align:center" data-testid="sim-qr">${await QRCode.toString(found.qr, { type: 'svg', margin: 1, width: 220 })}<figcaption style="color:#555">Scan with your bank app (SBP), then press Pay</figcaption></figure>`
      : '';
    const button = (outcome: string, label: string, bg: string) =>
      `<button name="outcome" value="${outcome}" style="font:inherit;padding:12px 20px;border-radius:8px;border:0;background:${bg};color:#fff;cursor:pointer">${label}</button>`;
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(brand)} — payment (simulator)</title></head>
<body style="font-family:system-ui,sans-serif;background:#f4f6fb;color:#111;margin:0;padding:24px">
<main style="max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002">
<header style="margin:-24px -24px 16px;padding:16px 24px;border-radius:12px 12px 0 0;background:${colour};color:#fff;font-weight:700" data-testid="sim-brand">${escape(brand)} <span style="font-weight:400">· simulator</span></header>
<h1 style="font-size:22px">${escape(found.order.description)}</h1>
<p>Order <strong data-testid="sim-order">${found.order.id}</strong></p>
<p style="font-size:28px;margin:8px 0" data-testid="sim-amount">${formatMinor(found.order.amountMinor)} ${escape(found.order.currency)}</p>
<p>Status: ${escape(found.status)}</p>
${qr}
<form method="post" action="${action}" style="display:flex;gap:8px;flex-wrap:wrap">
${button('paid', 'Pay', colour)}${button('declined', 'Decline', '#b42318')}${button('abandon', 'Abandon', '#555')}
</form></main></body></html>`);
  });

  app.post<{ Params: { orderId: string }; Body: { outcome?: string } }>(simulatorPayPagePath, async (request, reply) => {
    const orderId = Number(request.params.orderId);
    const outcome = request.body?.outcome;
    if (!Number.isSafeInteger(orderId) || orderId < 1 || !['paid', 'declined', 'abandon'].includes(outcome ?? ''))
      throw new AppError('VALIDATION_FAILED');
    // Abandon: the buyer leaves; the order stays pending until it expires.
    if (outcome !== 'abandon') await simulate(orderId, outcome as Outcome);
    const page = outcome === 'paid' ? 'success' : 'fail';
    return reply.redirect(`/payment/${page}?orderId=${orderId}`, 303);
  });
}
