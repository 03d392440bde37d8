import { IDEMPOTENCY_KEY_HEADER } from '@numscope/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiBody, type ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';

/** POST /api/v202405/group/invoice {locale, productName, phoneNumber}: the group_show product for a number. */
export function useGroupProduct(body: ApiBody<'groupInvoice'> | null) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['payments', 'group', token, body] as const,
    queryFn: async ({ signal }) => (await apiPost('groupInvoice', { body: body!, signal })).data,
    enabled: body !== null && token !== null,
  });
}

/** POST /api/v202405/group/make/invoice: pays the group_show price (data.paymentLinks); one key per attempt. */
export function useGroupMakeInvoice() {
  return useMutation({
    mutationFn: async ({
      body,
      idempotencyKey,
    }: {
      body: ApiBody<'groupMakeInvoice'>;
      idempotencyKey: string;
    }): Promise<ApiData<'groupMakeInvoice'>> =>
      (await apiPost('groupMakeInvoice', { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })).data,
  });
}
