import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';

/** GET …/payments/gifts/received: NumCy gifted to my number (credited at my first sign-in if sent before); the sender unless anonymous. */
export function useGiftsReceived() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['payments', 'gifts-received', token] as const,
    queryFn: async ({ signal }) => (await apiGet('giftsReceived', { signal })).data.gifts,
    enabled: token !== null,
  });
}
