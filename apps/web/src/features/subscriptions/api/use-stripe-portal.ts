import { useWrite } from '../../../lib/use-write.js';

/** POST /api/v202405/stripe/lk: the Stripe customer portal's address for this account. */
export function useStripePortal() {
  return useWrite('stripeLk', {
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
