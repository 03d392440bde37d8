import type { RouteName } from '@numscope/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPost, type ApiBody, type ApiData } from './api.js';
import { errorKey, isNotEnoughBalance } from './api-errors.js';
import { showToast } from './toast.js';
import { useWriteDialogs } from './write-dialogs.js';

/** How long a failed write's toast stays. */
const ERROR_TOAST_MS = 4000;

/** Shows a failed write as a toast with its translated reason; not enough NumCy opens the top-up dialog. */
export function useWriteErrorHandler(needed = 1) {
  const { t } = useTranslation();
  return (e: unknown) => {
    if (isNotEnoughBalance(e)) {
      useWriteDialogs.getState().openNotEnough(needed);
      return;
    }
    showToast(t(errorKey(e)), ERROR_TOAST_MS);
  };
}

/** The body a write is called with; routes without a body are called with none (`mutate()`). */
export type WriteBody<N extends RouteName> = [ApiBody<N>] extends [never] ? void : ApiBody<N>;

export interface WriteOptions<N extends RouteName> {
  /** Updates or invalidates the cached queries this write changed (and only those); awaited. */
  onSuccess?: (data: ApiData<N>, body: WriteBody<N>) => unknown;
  /** Handles a failure; without it the failure shows as a toast (or the not-enough dialog). */
  onError?: (e: unknown, body: WriteBody<N>) => void;
  /** NumCy the write needs, shown by the not-enough dialog. */
  needed?: number;
}

/**
 * A POST of the contract's route table as a mutation: the one way the web client writes. Each
 * endpoint has its own hook in its feature's api/ that passes the cache update it needs.
 */
export function useWrite<N extends RouteName>(name: N, opts: WriteOptions<N> = {}) {
  const fallback = useWriteErrorHandler(opts.needed);
  return useMutation({
    mutationFn: async (body: WriteBody<N>) =>
      (await apiPost(name, { body: body ?? {} } as Parameters<typeof apiPost<N>>[1])).data as ApiData<N>,
    onSuccess: async (data, body) => {
      await opts.onSuccess?.(data, body);
    },
    onError: (e, body) => (opts.onError ? opts.onError(e, body) : fallback(e)),
  });
}
