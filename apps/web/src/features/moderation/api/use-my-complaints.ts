import { useQuery } from '@tanstack/react-query';
import type { ApiData } from '../../../lib/api.js';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { moderationKeys } from './moderation-keys.js';

export type MyComplaint = ApiData<'complaintMine'>['complaints'][number];

/** GET complaintMine: complaints I filed and those about my reviews. */
export function useMyComplaints(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: moderationKeys.complaints(token),
    queryFn: async ({ signal }) => (await apiGet('complaintMine', { signal })).data,
    enabled: enabled && token !== null,
  });
}
