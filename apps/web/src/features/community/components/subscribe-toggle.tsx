import { TIMINGS_MS } from '@numscope/contract';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/ui-store.js';
import { IconButton } from '../../../components/button.js';
import { useWrite } from '../api/community-api.js';
import { useCommunityStore } from '../api/community-store.js';
import { useCommunity } from '../hooks/use-community.js';

function BellIcon({ size = 18, on }: { size?: number; on: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** Follow a comment's replies: a bell toggle whose state is the status returned per comment_id (spec §4). */
export function SubscribeToggle({ commentId }: { commentId: number }) {
  const { t } = useTranslation();
  const ctx = useCommunity();
  const status = useCommunityStore((s) => s.subscriptions[commentId]);
  const setSubscription = useCommunityStore((s) => s.setSubscription);
  const showToast = useUiStore((s) => s.showToast);
  const onSuccess = (data: { status: 'active' | 'canceled'; comment_id: number }) => {
    setSubscription(data.comment_id, data.status);
    showToast(t(data.status === 'active' ? 'toast_subscribed' : 'toast_unsubscribed'), TIMINGS_MS.copyToast);
  };
  const add = useWrite('commentSubscribe', { invalidate: false, onSuccess });
  const cancel = useWrite('commentUnsubscribe', { invalidate: false, onSuccess });
  if (!ctx?.signedIn) return null;
  const on = status === 'active';
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
