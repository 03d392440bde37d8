import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { parseMajor } from '../money.js';
import type { StandIn } from '../simulators/simulator.js';
import { initPaymentSign } from './signature.js';

const RETRY = { limit: 10, delaySeconds: 60, backoff: true } as const;

/**
 * PrimePayments' stand-in: `initPayment` checked like the real API (project, md5 sign with secret1)
 * and answered `{status:"OK", result:<page URL>}`; SBP (payWay 8) shows a QR code. Success and fail
 * URLs are the cabinet's (here: the spec's /payment/success and /payment/fail).
 */
export function primepaymentsStandIn(o: { project: string; secret1: string; payWay: string }): StandIn {
  return {
    family: 'primepayments',
    variantKey: o.payWay,
    style: { brand: 'PrimePayments', color: '#1f6feb', ink: '#ffffff' },
    retry: RETRY,
    routes(app, ctx) {
      app.post('/simulators/primepayments/API/v2/', async (req, reply) => {
        const f = z.record(z.string(), z.string()).catch({}).parse(req.body);
        if (f.action !== 'initPayment') return reply.send({ status: 'ERROR', result: 'unknown action' });
        if (f.project !== o.project) return reply.send({ status: 'ERROR', result: 'unknown project' });
        const sign = initPaymentSign({ secret1: o.secret1, project: f.project, sum: f.sum ?? '', currency: f.currency ?? '', innerID: f.innerID ?? '', email: f.email ?? '', ...(f.payWay ? { payWay: f.payWay } : {}) });
        if (f.sign !== sign) return reply.send({ status: 'ERROR', result: 'wrong sign' });
        const code = ctx.codeFor(f.payWay);
        const amountMinor = parseMajor(f.sum ?? '');
        if (!code || amountMinor === null || !/^[0-9]+$/.test(f.innerID ?? '')) return reply.send({ status: 'ERROR', result: 'bad request' });
        const p = ctx.store.add({
          id: `pp${randomUUID().slice(0, 8)}`,
          code,
          family: 'primepayments',
          orderId: Number(f.innerID),
          amountMinor,
          currency: f.currency ?? 'RUB',
          description: f.comment ?? '',
          email: f.email ?? null,
          successUrl: `${ctx.publicUrl}/payment/success`,
          failUrl: `${ctx.publicUrl}/payment/fail`,
          ...(f.payWay === '8' ? { qr: `https://qr.nspk.ru/AD10006M8KH9SIMULATED${f.innerID}?type=02&sum=${amountMinor}&cur=RUB&crc=AB12` } : {}),
          data: { payWay: f.payWay ?? '' },
        });
        return reply.send({ status: 'OK', result: ctx.pageUrl(p) });
      });
    },
  };
}
