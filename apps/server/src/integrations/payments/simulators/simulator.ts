import { simulatorPayPagePath } from '@numscope/contract';
import type { FastifyInstance } from 'fastify';
import type { PaymentAdapter } from '../payment-provider.js';
import { attachLoopback } from './loopback.js';

/** What a provider's stand-in API needs from the server it lives in. */
export interface StandInContext {
  publicUrl: string;
  /** The hosted payment page of an order (the payments simulator's page, in the provider's style). */
  pageUrl(orderId: number): string;
  /** The code of the family's adapter whose stand-in has this variant key (PrimePayments' payWay). */
  codeFor(variantKey?: string): string | undefined;
}

/**
 * One provider family's stand-in API under /simulators/<family>/: it answers the adapter's real
 * requests (create, status, refund) as the provider would, checking their signatures, and keeps
 * what the provider would know. The page and the signed callbacks are the adapter's `simulator`.
 */
export interface StandIn {
  family: string;
  /** What tells the family's codes apart in its requests (PrimePayments' payWay). */
  variantKey?: string;
  routes(app: FastifyInstance, ctx: StandInContext): void;
}

/** An adapter that brings its family's stand-in API. */
export type AdapterWithStandIn = PaymentAdapter & { standIn?: StandIn };

/** Registers each family's stand-in API once (simulators on only) and routes SIMULATOR_API into this app. */
export function registerStandIns(app: FastifyInstance, o: { adapters: readonly AdapterWithStandIn[]; publicUrl: string }): string[] {
  const publicUrl = o.publicUrl.replace(/\/$/, '');
  const families = new Map<string, StandIn>();
  for (const a of o.adapters) if (a.standIn && !families.has(a.standIn.family)) families.set(a.standIn.family, a.standIn);
  attachLoopback(app);
  for (const s of families.values()) {
    s.routes(app, {
      publicUrl,
      pageUrl: (orderId) => `${publicUrl}${simulatorPayPagePath.replace(':orderId', String(orderId))}`,
      codeFor: (key) => o.adapters.find((a) => a.standIn?.family === s.family && (key === undefined || a.standIn.variantKey === key))?.code,
    });
  }
  return [...families.keys()];
}
