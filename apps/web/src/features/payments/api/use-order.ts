import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { paymentsKeys } from './payments-keys.js';

const SETTLED = new Set(['paid', 'failed', 'expired', 'refunded', 'review']);
const POLL_MS = 2000;

/** GET /api/v202405/payments/order/:orderId, polled every 2 s until the order is settled (the callback may come after the return page). */
export function useOrder(orderId: number | null) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: paymentsKeys.order(token, orderId ?? 0),
    queryFn: async ({ signal }) => (await apiGet('order', { params: { orderId: orderId! }, signal })).data.order,
    enabled: orderId !== null && token !== null,
    refetchInterval: (q) => (q.state.data && SETTLED.has(q.state.data.status) ? false : POLL_MS),
  });
}
