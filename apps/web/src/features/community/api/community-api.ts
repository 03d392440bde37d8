import { STORAGE_KEYS, type RouteName } from '@numscope/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/ui-store.js';
import { apiGet, apiPost, type ApiBody, type ApiData } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';
import { writeStorage } from '../../../lib/storage.js';
import { accountKeys } from '../../account/index.js';
import { numberKeys } from '../../number/api/keys.js';
import { errorKey, isNotEnoughBalance } from './errors.js';
import { patchById } from './patch.js';
import { useCommunityStore } from './community-store.js';

export const communityKeys = {
  history: (token: string | null) => ['community', 'history', token] as const,
  overlimit: (token: string | null) => ['community', 'overlimit', token] as const,
  complaints: (token: string | null) => ['community', 'complaints', token] as const,
  ledger: (token: string | null) => ['community', 'ledger', token] as const,
};

/**
 * Refetches everything shown about numbers: profile (counts, index, myComment), comment pages,
 * threads. A paid lookup is left alone (refetching it would spend NumCy again).
 */
export function invalidateNumbers(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: numberKeys.all, predicate: (q) => q.queryKey[4] !== 'paid' });
}

/** Shows the balance a spending call returned (header chip, dialogs) without another request. */
export function setShownBalance(qc: QueryClient, balance: number): void {
  const token = useSession.getState().token;
  writeStorage(STORAGE_KEYS.balance, String(balance));
  qc.setQueryData(accountKeys.balance(token), balance);
}

/** Merges new fields into a comment or reply wherever it is cached (profile, comment pages, threads). */
export function patchComment(qc: QueryClient, id: number, patch: Record<string, unknown>): void {
  qc.setQueriesData({ queryKey: numberKeys.all }, (old: unknown) => (old === undefined ? old : patchById(old, id, patch)));
}

/** Shows a failed write as a toast with its translated reason; not enough NumCy opens the top-up dialog. */
export function useWriteErrorHandler(needed = 1) {
  const { t } = useTranslation();
  return (e: unknown) => {
    if (isNotEnoughBalance(e)) {
      useCommunityStore.getState().openNotEnough(needed);
      return;
    }
    useUiStore.getState().showToast(t(errorKey(e)), 4000);
  };
}

/**
 * A POST of the contract's route table as a mutation. By default it refetches the number's data
 * after success (`invalidate`), and shows a failure as a toast unless `onError` handles it.
 */
export function useWrite<N extends RouteName>(
  name: N,
  opts: {
    invalidate?: boolean;
    onSuccess?: (data: ApiData<N>, body: ApiBody<N>) => void;
    onError?: (e: unknown, body: ApiBody<N>) => void;
    needed?: number;
  } = {},
) {
  const qc = useQueryClient();
  const fallback = useWriteErrorHandler(opts.needed);
  return useMutation({
    mutationFn: async (body: ApiBody<N>) => (await apiPost(name, { body } as Parameters<typeof apiPost<N>>[1])).data as ApiData<N>,
    onSuccess: async (data, body) => {
      opts.onSuccess?.(data, body);
      if (opts.invalidate !== false) await invalidateNumbers(qc);
    },
    onError: (e, body) => (opts.onError ? opts.onError(e, body) : fallback(e)),
  });
}

/** Like, dislike and boost (COMMENT_UP) of a comment or reply: the response's counts and flags are shown at once. */
export function useLike() {
  const qc = useQueryClient();
  return useWrite('commentLike', {
    invalidate: false,
    onSuccess: (data, body) => {
      const { balance, ...reactions } = data;
      patchComment(qc, Number(body.comment_id), reactions);
      if (body.like_type === 'COMMENT_UP') setShownBalance(qc, balance);
    },
    needed: 1,
  });
}

export function useHistory(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: communityKeys.history(token),
    queryFn: async ({ signal }) => (await apiGet('historyList', { query: { limit: 100, offset: 0 }, signal })).data,
    enabled: enabled && token !== null,
  });
}

export function useOverlimit(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: communityKeys.overlimit(token),
    queryFn: async ({ signal }) => (await apiGet('overlimit', { signal })).data,
    enabled: enabled && token !== null,
  });
}

export function useMyComplaints(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: communityKeys.complaints(token),
    queryFn: async ({ signal }) => (await apiGet('complaintMine', { signal })).data,
    enabled: enabled && token !== null,
  });
}

/** My NumCy movements, newest first (every spend and credit is a ledger entry). */
export function useLedger(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: communityKeys.ledger(token),
    queryFn: async ({ signal }) => (await apiGet('ledger', { query: { limit: 50, offset: 0 }, signal })).data,
    enabled: enabled && token !== null,
  });
}

export type HistoryItem = ApiData<'historyList'>['items'][number];
export type MyComplaint = ApiData<'complaintMine'>['complaints'][number];
