import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';
import { subscriptionsKeys } from './subscriptions-keys.js';

export type SubscriptionAction = 'subscriptionCancel' | 'subscriptionPause' | 'subscriptionResume' | 'subscriptionRenew';

/**
 * POST cancel / pause / resume / renew (all with platform=web, spec §7): the answer is the
 * subscription as it is now, written into the list; the spy list may have opened or closed.
 */
export function useSubscriptionAction<N extends SubscriptionAction>(name: N, opts: Pick<WriteOptions<N>, 'onError'> = {}) {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  return useWrite(name, {
    ...opts,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: subscriptionsKeys.all(token) });
    },
  });
}
