import { ERRORS, IDEMPOTENCY_KEY_HEADER, type RouteName } from '@numscope/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.js';
import { apiPost, isApiError, type ApiBody, type ApiData } from './api.js';
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

/** Where a user action's Idempotency-Key rides on the body it was called with (not sent as a field). */
const ACTION_KEY = Symbol('idempotency key');

/** The body of one user action: a copy carrying a fresh key that its retries reuse. */
function forOneAction<B>(body: B): B {
  const copy = { ...(body ?? {}) } as B & { [ACTION_KEY]?: string };
  Object.defineProperty(copy, ACTION_KEY, { value: crypto.randomUUID(), enumerable: false });
  return copy;
}

/**
 * A write is retried only when it may not have happened or is still happening: no answer
 * (network), a server failure, or the first request with the same key still running. The same
 * Idempotency-Key makes a retry safe: the server replays the first answer (decision 026).
 */
export function retryWrite(failureCount: number, e: unknown): boolean {
  if (failureCount >= 2 || !isApiError(e)) return false;
  return e.code === 'NETWORK' || e.httpStatus >= 500 || e.serverStatusCode === ERRORS.IDEMPOTENCY_KEY_IN_PROGRESS.status_code;
}

/**
 * A POST of the contract's route table as a mutation: the one way the web client writes. Each
 * endpoint has its own hook in its feature's api/ that passes the cache update it needs. Every
 * call of `mutate` is one user action with its own Idempotency-Key, reused on its retries, so a
 * boost retried after a lost answer is charged once.
 */
export function useWrite<N extends RouteName>(name: N, opts: WriteOptions<N> = {}) {
  const fallback = useWriteErrorHandler(opts.needed);
  const mutation = useMutation({
    mutationFn: async (body: WriteBody<N>) => {
      const key = (body as { [ACTION_KEY]?: string } | undefined)?.[ACTION_KEY];
      const headers: Record<string, string> = key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {};
      return (await apiPost(name, { body: body ?? {}, headers } as Parameters<typeof apiPost<N>>[1])).data as ApiData<N>;
    },
    retry: retryWrite,
    retryDelay: (attempt) => 400 * 2 ** attempt,
    onSuccess: async (data, body) => {
      await opts.onSuccess?.(data, body);
    },
    onError: (e, body) => (opts.onError ? opts.onError(e, body) : fallback(e)),
  });
  type Rest = Parameters<typeof mutation.mutate>;
  const oneAction = (args: Rest): Rest => [forOneAction(args[0]), ...args.slice(1)] as Rest;
  return {
    ...mutation,
    mutate: (...args: Rest) => mutation.mutate(...oneAction(args)),
    mutateAsync: (...args: Rest) => mutation.mutateAsync(...oneAction(args)),
  };
}
