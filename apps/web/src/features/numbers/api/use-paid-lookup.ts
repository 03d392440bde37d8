import { useMutation, useQueryClient } from '@tanstack/react-query';
import { numberKeys } from '../../../lib/number-cache.js';
import { fetchNumberProfile } from './use-number-profile.js';

/**
 * The paid search (GET search with paidSearch=1, spec §4 paid alert), asked by a button: its answer
 * is cached as that number's paid lookup and the balance it returns is shown.
 */
export function usePaidLookup(phone: string, locale: string, opts: { onSuccess: () => void; onError: (e: unknown) => void }) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => fetchNumberProfile(qc, phone, locale, true),
    onSuccess: (data) => {
      qc.setQueryData(numberKeys.profile(phone, locale, true), data);
      opts.onSuccess();
    },
    onError: opts.onError,
  });
}
