import { IDEMPOTENCY_KEY_HEADER, type PaymentSystem } from '@numscope/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiBody, type ApiData } from '../../../lib/api.js';
import { errorName } from '../../../lib/api-errors.js';
import { useSession } from '../../../lib/session.js';
import { paymentsKeys } from './payments-keys.js';

export interface CreateInvoiceInput {
  paymentSystem: PaymentSystem;
  body: ApiBody<'invoice'>;
  /** One key per purchase attempt; the same attempt retried sends the same key (one order). */
  idempotencyKey: string;
}

/**
 * POST /api/v202405/payments/invoice/:paymentSystem: creates (or, for the same key, returns) the
 * order and answers data.paymentLinks. Called through apiPost directly rather than useWrite: it
 * needs a path parameter and the Idempotency-Key header. A price that changed since the page loaded
 * (PRICE_CHANGED) reloads the price list.
 */
export function useCreateInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentSystem, body, idempotencyKey }: CreateInvoiceInput): Promise<ApiData<'invoice'>> =>
      (await apiPost('invoice', { params: { paymentSystem }, body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })).data,
    onError: (e) => {
      if (errorName(e) === 'PRICE_CHANGED') void qc.invalidateQueries({ queryKey: paymentsKeys.prices(useSession.getState().token) });
    },
  });
}
