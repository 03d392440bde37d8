import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { useSession } from '../../../lib/session.js';
import { useModerationStore, type ReportState } from '../model/moderation-store.js';
import { moderationKeys } from './moderation-keys.js';

/** GET reportMine: what I reported and follow on the number of this page (one request per page). */
function useMyReports() {
  const viewer = useNumberViewer();
  const token = useSession((s) => s.token);
  const phone = viewer?.phone ?? '';
  return useQuery({
    queryKey: moderationKeys.mine(phone, token),
    queryFn: async ({ signal }) => (await apiGet('reportMine', { query: { phone }, signal })).data,
    enabled: Boolean(viewer?.signedIn) && phone !== '' && token !== null,
  });
}

/**
 * A report's state (`comment:<id>` or `contact:<phone>:<hash>`): what this page sent, else
 * 'accepted' when the server says I reported it before (after a reload it is not offered again).
 */
export function useReportState(target: string): ReportState | undefined {
  const local = useModerationStore((s) => s.reports[target]);
  const { data } = useMyReports();
  if (local) return local;
  const [kind, ...rest] = target.split(':');
  const before = kind === 'comment' ? data?.comments.includes(Number(rest[0])) : data?.contacts.includes(rest.at(-1) ?? '');
  return before ? 'accepted' : undefined;
}

/** Whether I follow a comment's replies: this page's last toggle, else what the server says. */
export function useFollowing(commentId: number): boolean {
  const local = useModerationStore((s) => s.subscriptions[commentId]);
  const { data } = useMyReports();
  return local ? local === 'active' : Boolean(data?.following.includes(commentId));
}
