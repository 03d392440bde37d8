import { TIMINGS_MS, type ThreadReply } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { showToast } from '../../../lib/toast.js';
import { Avatar } from '../../../components/avatar.js';
import { Button } from '../../../components/button.js';
import { Skeleton } from '../../../components/skeleton.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { ReactionButtons } from './reaction-buttons.js';
import { TextComposer } from '../../../components/text-composer.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { focusFirstAdded, focusWhenReady } from '../../../lib/focus.js';
import { useAddReply } from '../api/use-add-reply.js';
import { useDeleteReply } from '../api/use-delete-reply.js';
import { useEditReply } from '../api/use-edit-reply.js';
import { useThreads } from '../api/use-threads.js';
import { CommentText } from './comment-text.js';
import { fullName } from '../../../lib/names.js';
import { Reactions } from './reactions.js';
import './comments.css';

/** A comment's replies, loaded when opened: 4 first, then 4 more per "show more replies"; a reply box for signed-in users. */
export function ThreadList({
  id,
  phone,
  commentId,
  locale,
  canReply = false,
  replying = false,
}: {
  id: string;
  phone: string;
  commentId: number;
  locale: string;
  canReply?: boolean;
  /** Opened by Reply: the reply box takes the focus (and so comes into view) at once. */
  replying?: boolean;
}) {
  const { t } = useTranslation();
  const q = useThreads(phone, commentId, true);
  const replies = q.data?.pages.flatMap((p) => p.threads) ?? [];
  // "Show more replies" puts focus on the first reply it brought, which comes before the button.
  const showMore = async () => {
    const r = await q.fetchNextPage();
    focusFirstAdded(replies, r.data?.pages.flatMap((p) => p.threads) ?? [], (id) => `[data-reply-id="${id}"]`);
  };
  const add = useAddReply(phone, commentId, { onSuccess: () => showToast(t('toast_reply_sent'), TIMINGS_MS.replyToast) });

  return (
    <div className="thread" id={id} role="region" aria-label={t('thread_label')} aria-busy={q.isFetching || undefined}>
      {q.isPending ? (
        <div className="thread__loading">
          <span className="visually-hidden" role="status">
            {t('loading')}
          </span>
          <Skeleton width="40%" />
          <Skeleton width="85%" />
        </div>
      ) : q.isError && replies.length === 0 ? (
        <p className="inline-error" role="alert">
          {t('thread_error')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void q.refetch()}>
            {t('action_retry')}
          </Button>
        </p>
      ) : replies.length > 0 ? (
        <ul className="thread__list">
          {replies.map((r) => (
            <li key={r.id}>
              <ReplyItem reply={r} phone={phone} commentId={commentId} locale={locale} />
            </li>
          ))}
        </ul>
      ) : null}
      {q.hasNextPage ? (
        <Button variant="ghost" size="sm" className="thread__more" loading={q.isFetchingNextPage} onClick={() => void showMore()}>
          {t('thread_show_more')}
        </Button>
      ) : null}
      {q.isFetchNextPageError ? (
        <p className="inline-error" role="alert">
          {t('thread_error')}
        </p>
      ) : null}
      {canReply ? (
        <div className="thread__reply">
          <TextComposer
            label={t('reply_label')}
            placeholder={t('reply_placeholder')}
            submitLabel={t('action_send')}
            busy={add.isPending}
            rows={2}
            focusOnOpen={replying}
            onSubmit={async (text) => {
              const sent = await add.mutateAsync({ reply_to: commentId, text });
              // Replies come oldest first: page to the end so the new one is in view, and focus it.
              let r = await q.fetchNextPage();
              for (let i = 0; i < 50 && r.hasNextPage; i++) r = await q.fetchNextPage();
              focusWhenReady(`[data-reply-id="${sent.id}"]`);
            }}
            testId="reply-composer"
          />
        </div>
      ) : null}
    </div>
  );
}

/** One reply; my own (profile_id equals mine) can be edited and deleted. */
function ReplyItem({ reply: r, phone, commentId, locale }: { reply: ThreadReply; phone: string; commentId: number; locale: string }) {
  const { t } = useTranslation();
  const ctx = useNumberViewer();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditReply(phone, commentId, { onSuccess: () => setEditing(false) });
  const del = useDeleteReply(phone, commentId, { onSuccess: () => setConfirming(false), onError: () => setConfirming(false) });
  const name = fullName(r) || t('comment_anonymous');
  const mine = Boolean(ctx?.signedIn && ctx.profileId > 0 && r.profile_id === ctx.profileId);

  return (
    <div className="reply" data-testid="thread-reply" data-reply-id={r.id} data-mine={mine || undefined}>
      <Avatar name={name} size={32} />
      <div className="reply__body">
        <div className="comment__header">
          <bdi className="comment__author">{name}</bdi>
          <TimeAgo seconds={r.createdAtTimestamp} locale={locale} />
          {mine && !editing ? (
            <span className="comment__tools">
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)} data-testid="reply-edit">
                {t('action_edit')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="reply-delete">
                {t('action_delete')}
              </Button>
            </span>
          ) : null}
        </div>
        {editing ? (
          <TextComposer
            label={t('reply_label')}
            placeholder={t('reply_placeholder')}
            submitLabel={t('action_save')}
            initial={r.text}
            busy={edit.isPending}
            rows={2}
            focusOnOpen
            onSubmit={(text) => edit.mutateAsync({ thread_id: r.id, text })}
            onCancel={() => setEditing(false)}
            testId="reply-edit-composer"
          />
        ) : (
          <CommentText item={r} locale={locale} />
        )}
        <div className="comment__footer">
          {ctx?.signedIn ? (
            <ReactionButtons target={r} boost={false} own={mine} />
          ) : (
            <Reactions likes={r.likes} dislikes={r.dislikes} locale={locale} />
          )}
        </div>
      </div>
      {mine ? (
        <ConfirmDialog
          open={confirming}
          text={t('confirm_delete_reply')}
          busy={del.isPending}
          onConfirm={() => del.mutate({ thread_id: r.id })}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
