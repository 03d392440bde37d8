import type { QueryClient } from '@tanstack/react-query';
import { numberKeys } from '../../../lib/number-cache.js';

/**
 * Replaces, anywhere inside cached query data, the object with `id` that looks like a comment or a
 * reply (it has `likes`) by the same object merged with `patch`. Unchanged branches keep their
 * identity, so only the affected components re-render.
 */
export function patchById<T>(data: T, id: number, patch: Record<string, unknown>): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      let changed = false;
      const out = v.map((x) => {
        const y = walk(x);
        if (y !== x) changed = true;
        return y;
      });
      return changed ? out : v;
    }
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.id === id && 'likes' in o) return { ...o, ...patch };
      let changed = false;
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(o)) {
        const y = walk(x);
        if (y !== x) changed = true;
        out[k] = y;
      }
      return changed ? out : v;
    }
    return v;
  };
  return walk(data) as T;
}

/** Merges new fields into a comment or reply wherever it is cached for that number (profile, comment pages, threads). */
export function patchComment(qc: QueryClient, phone: string, id: number, patch: Record<string, unknown>): void {
  qc.setQueriesData({ queryKey: numberKeys.phone(phone) }, (old: unknown) => (old === undefined ? old : patchById(old, id, patch)));
}

/**
 * Moves a comment's reply count by `delta` where the comment itself is shown (the profile's
 * pinned/first page and the comment pages), so adding a reply does not refetch the whole number.
 */
export function bumpThreadCount(qc: QueryClient, phone: string, commentId: number, delta: number): void {
  qc.setQueriesData(
    { queryKey: numberKeys.phone(phone), predicate: (q) => q.queryKey[2] === 'profile' || q.queryKey[2] === 'comments' },
    (old: unknown) => {
      if (old === undefined) return old;
      let count: number | undefined;
      findById(old, commentId, (o) => (count = typeof o.thread_count === 'number' ? o.thread_count : undefined));
      return count === undefined ? old : patchById(old, commentId, { thread_count: Math.max(0, count + delta) });
    },
  );
}

/** Calls `seen` with the comment-like object `id` inside cached data, if there is one. */
function findById(data: unknown, id: number, seen: (o: Record<string, unknown>) => void): void {
  if (Array.isArray(data)) data.forEach((x) => findById(x, id, seen));
  else if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    if (o.id === id && 'likes' in o) seen(o);
    else Object.values(o).forEach((x) => findById(x, id, seen));
  }
}
