import { simulatorPayPagePath } from '@numscope/contract';
import type { FastifyInstance } from 'fastify';
import type { PaymentAdapter } from '../payment-provider.js';
import { attachLoopback } from './loopback.js';

/** The hosted payment page of an order (the payments simulator's page), as a path on our server. */
export const pagePath = (orderId: number): string => simulatorPayPagePath.replace(':orderId', String(orderId));

/**
 * One provider family's stand-in API under /simulators/<family>/: it answers the adapter's real
 * requests (create, status, refund) as the provider would, checking their signatures, and keeps
 * what the provider would know. The page and the signed callbacks are the adapter's `simulator`.
 */
export interface StandIn {
  family: string;
  routes(app: FastifyInstance): void;
}

/** An adapter that brings its family's stand-in API. */
export type AdapterWithStandIn = PaymentAdapter & { standIn?: StandIn };

/** Registers each family's stand-in API once (simulators on only). */
export function registerStandIns(app: FastifyInstance, o: { adapters: readonly AdapterWithStandIn[]; publicUrl: string }): string[] {
  const families = new Map<string, StandIn>();
  for (const a of o.adapters) if (a.standIn && !families.has(a.standIn.family)) families.set(a.standIn.family, a.standIn);
  attachLoopback(app, o.publicUrl);
  for (const s of families.values()) s.routes(app);
  return [...families.keys()];
}
