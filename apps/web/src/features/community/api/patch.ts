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
