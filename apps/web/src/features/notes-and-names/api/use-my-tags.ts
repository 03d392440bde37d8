import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TagGroup } from '@numscope/contract';
import { apiGet } from '../../../lib/api.js';
import { useSession } from '../../../lib/session.js';

/** The key carries the token: another account never sees these cached votes. */
const myTagsKey = (phone: string, token: string | null) => ['notes-and-names', 'my-tags', phone, token] as const;

/** GET tagMine: the tags I ticked on this number ("group:code"), so the dialog shows them after a reload. */
export function useMyTags(phone: string, enabled: boolean) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: myTagsKey(phone, token),
    queryFn: async ({ signal }) =>
      new Set((await apiGet('tagMine', { query: { phone }, signal })).data.tags.map((t) => `${t.group}:${t.code}`)),
    enabled: enabled && token !== null,
  });
}

/** Records a vote the server accepted, without another request. */
export function setMyTag(qc: QueryClient, phone: string, token: string | null, group: TagGroup, code: string, on: boolean): void {
  qc.setQueryData<Set<string>>(myTagsKey(phone, token), (old) => {
    const next = new Set(old);
    if (on) next.add(`${group}:${code}`);
    else next.delete(`${group}:${code}`);
    return next;
  });
}
