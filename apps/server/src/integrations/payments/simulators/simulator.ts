import { simulatorPayPagePath } from '@numscope/contract';
import type { FastifyInstance } from 'fastify';

/** The hosted payment page of an order (the payments simulator's page), as a path on our server. */
export const pagePath = (orderId: number): string => simulatorPayPagePath.replace(':orderId', String(orderId));

/**
 * One provider family's stand-in API under /simulators/<family>/ (mounted by the adapter's
 * `simulator.serve`): it answers the adapter's real requests (create, status, refund) as the
 * provider would, checking their signatures, and keeps what the provider would know. The page and
 * the signed callbacks are the adapter's `simulator`.
 */
export interface StandIn {
  family: string;
  routes(app: FastifyInstance): void;
}
