import { z } from 'zod';
import { parseMajor } from '../money.js';
import { pagePath, type StandIn } from '../simulators/simulator.js';
import { initPaymentSign } from './signature.js';

/**
 * PrimePayments' stand-in: `initPayment` checked like the real API (project, md5 sign with secret1)
 * and answered `{status:"OK", result:<page URL>}`.
 */
export function primepaymentsStandIn(o: { project: string; secret1: string }): StandIn {
  return {
    family: 'primepayments',
    routes(app) {
      app.post('/simulators/primepayments/API/v2/', async (req, reply) => {
        const f = z.record(z.string(), z.string()).catch({}).parse(req.body);
        if (f.action !== 'initPayment') return reply.send({ status: 'ERROR', result: 'unknown action' });
        if (f.project !== o.project) return reply.send({ status: 'ERROR', result: 'unknown project' });
        const sign = initPaymentSign({
          secret1: o.secret1,
          project: f.project,
          sum: f.sum ?? '',
          currency: f.currency ?? '',
          innerID: f.innerID ?? '',
          email: f.email ?? '',
          ...(f.payWay ? { payWay: f.payWay } : {}),
        });
        if (f.sign !== sign) return reply.send({ status: 'ERROR', result: 'wrong sign' });
        const amountMinor = parseMajor(f.sum ?? '');
        if (amountMinor === null || !/^[0-9]+$/.test(f.innerID ?? '')) return reply.send({ status: 'ERROR', result: 'bad request' });
        return reply.send({ status: 'OK', result: pagePath(Number(f.innerID)) });
      });
    },
  };
}
