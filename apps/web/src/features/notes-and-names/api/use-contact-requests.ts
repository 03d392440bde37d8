import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { IncomingContactRequest, OutgoingContactRequest } from '@numscope/contract';
import { LIMITS } from '@numscope/contract';
import { apiGet } from '../../../lib/api.js';
import { setShownBalance } from '../../../lib/balance.js';
import { useSession } from '../../../lib/session.js';
import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/** The key carries the token: another account never sees these cached requests. */
const requestsKey = (token: string | null) => ['notes-and-names', 'contact-requests', token] as const;
type Requests = { incoming: IncomingContactRequest[]; outgoing: OutgoingContactRequest[]; priceDirectly: number };

/** GET contactRequests (spec §7's further call with no body): the requests I sent and those to my own number. */
export function useContactRequests() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: requestsKey(token),
    queryFn: async ({ signal }) => (await apiGet('contactRequests', { signal })).data,
    enabled: token !== null,
  });
}

function update(qc: QueryClient, token: string | null, change: (old: Requests) => Requests): void {
  qc.setQueryData<Requests>(requestsKey(token), (old) =>
    change(old ?? { incoming: [], outgoing: [], priceDirectly: LIMITS.friendRequestPrice }),
  );
}

/** POST contactRequestSend: pays the price and asks the number's owner to get in touch. */
export function useSendContactRequest(opts: WriteOptions<'contactRequestSend'> = {}) {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  return useWrite('contactRequestSend', {
    needed: LIMITS.friendRequestPrice,
    ...opts,
    onSuccess: (data, body) => {
      setShownBalance(qc, data.balance);
      update(qc, token, (old) => ({ ...old, outgoing: [data.request, ...old.outgoing.filter((r) => r.id !== data.request.id)] }));
      return opts.onSuccess?.(data, body);
    },
  });
}

/** POST contactRequestAnswer: the owner accepts or declines; the list shows the answer without another request. */
export function useAnswerContactRequest(opts: WriteOptions<'contactRequestAnswer'> = {}) {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  return useWrite('contactRequestAnswer', {
    ...opts,
    onSuccess: (data, body) => {
      update(qc, token, (old) => ({ ...old, incoming: old.incoming.map((r) => (r.id === data.request.id ? data.request : r)) }));
      return opts.onSuccess?.(data, body);
    },
  });
}
