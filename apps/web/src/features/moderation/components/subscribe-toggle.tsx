import { TIMINGS_MS } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { showToast } from '../../../lib/toast.js';
import { IconButton } from '../../../components/button.js';
import { useFollowing } from '../api/use-my-reports.js';
import { useSubscribe, useUnsubscribe } from '../api/use-subscription.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import './moderation.css';

function BellIcon({ size = 18, on }: { size?: number; on: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={on ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** Follow a comment's replies: a bell toggle whose state is the status returned per comment_id (spec §4), or the server's after a reload. */
export function SubscribeToggle({ commentId }: { commentId: number }) {
  const { t } = useTranslation();
  const ctx = useNumberViewer();
  const on = useFollowing(commentId);
  const onSuccess = (data: { status: 'active' | 'canceled'; comment_id: number }) => {
    showToast(t(data.status === 'active' ? 'toast_subscribed' : 'toast_unsubscribed'), TIMINGS_MS.copyToast);
  };
  const add = useSubscribe({ onSuccess });
  const cancel = useUnsubscribe({ onSuccess });
  if (!ctx?.signedIn) return null;
  return (
    <IconButton
      variant="ghost"
      size="sm"
      className={`bell${on ? ' is-on' : ''}`}
      label={on ? t('subscribe_off') : t('subscribe_on')}
      aria-pressed={on}
      icon={<BellIcon size={16} on={on} />}
      loading={add.isPending || cancel.isPending}
      onClick={() => (on ? cancel : add).mutate({ comment_id: commentId })}
      data-testid="subscribe"
    />
  );
}
