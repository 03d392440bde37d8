import type { Comment } from '@numscope/contract';
import { memo, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar.js';
import { Badge } from '../../../components/badge.js';
import { Button } from '../../../components/button.js';
import { ChevronDownIcon, PinIcon, ReplyIcon } from '../../../components/icons.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { ReactionButtons } from './reaction-buttons.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { CommentText } from './comment-text.js';
import { localePath } from '../../../lib/locale-path.js';
import { fullName } from '../../../lib/names.js';
import { Reactions } from './reactions.js';
import { ThreadList } from './thread-list.js';
import './comments.css';

/** Extra actions the page puts on a comment (rendered in its header). */
export type CommentTools = (comment: Comment) => ReactNode;

/**
 * One comment: author, date, plain text (never HTML), reactions, and its replies on demand. Memoised:
 * a list that grows in slices renders only its new comments.
 * Signed in, it also has like/dislike/boost and reply; `tools` are the page's extra actions on
 * someone else's comment (follow replies, report, complain, hide: the moderation feature's).
 */
export const CommentItem = memo(function CommentItem({
  comment,
  phone,
  locale,
  pinned = false,
  mine = false,
  tools,
}: {
  comment: Comment;
  phone: string;
  locale: string;
  pinned?: boolean;
  mine?: boolean;
  tools?: CommentTools;
}) {
  const { t } = useTranslation();
  const ctx = useNumberViewer();
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const threadId = useId();
  const name = fullName(comment) || t('comment_anonymous');
  const signedIn = Boolean(ctx?.signedIn);

  return (
    <article
      className={`comment${pinned ? ' comment--pinned' : ''}${mine ? ' comment--mine' : ''}`}
      data-testid={mine ? 'my-comment-item' : 'comment'}
      data-comment-id={comment.id}
    >
      <Avatar name={name} />
      <div className="comment__body">
        <div className="comment__header">
          {comment.profile_id !== null && !mine ? (
            // Spec §7: a review author's name opens their profile (the lookup of their number, FROM_COMMENTS).
            <Link className="comment__author" to={localePath(`/profile/${comment.profile_id}`)} data-testid="comment-author">
              <bdi>{name}</bdi>
            </Link>
          ) : (
            <bdi className="comment__author">{name}</bdi>
          )}
          {comment.is_pro ? (
            <Badge tone="brand">
              <span data-testid="comment-pro">{t('subscription_pro_name')}</span>
            </Badge>
          ) : null}
          <TimeAgo seconds={comment.createdAtTimestamp} locale={locale} />
          {comment.updatedAtTimestamp > comment.createdAtTimestamp ? <span className="time-ago">· {t('edited_label')}</span> : null}
          {pinned ? (
            <Badge tone="brand" icon={<PinIcon size={13} />}>
              {t('comment_pinned')}
            </Badge>
          ) : null}
          {mine ? <Badge tone="success">{t('my_comment_badge')}</Badge> : null}
          {comment.stance === 'negative' || comment.stance === 'positive' ? (
            <Badge tone={comment.stance === 'negative' ? 'danger' : 'success'}>
              <span data-testid="comment-stance">{t(`stance_chip_${comment.stance}`)}</span>
            </Badge>
          ) : null}
          {signedIn && !mine && tools ? <span className="comment__tools">{tools(comment)}</span> : null}
        </div>
        <CommentText item={comment} locale={locale} />
        {comment.ownerAnswer ? (
          <div className="comment__owner-answer" data-testid="owner-answer" tabIndex={-1}>
            <p className="comment__owner-answer-label">
              {t('owner_answer_label')} <TimeAgo seconds={comment.ownerAnswer.createdAtTimestamp} locale={locale} />
            </p>
            <p className="comment__owner-answer-text" dir="auto">
              {comment.ownerAnswer.text}
            </p>
          </div>
        ) : null}
        <div className="comment__footer">
          {signedIn ? (
            <ReactionButtons target={comment} own={mine} />
          ) : (
            <Reactions likes={comment.likes} dislikes={comment.dislikes} locale={locale} />
          )}
          {comment.thread_count > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              className={`comment__replies${open ? ' is-open' : ''}`}
              icon={open ? <ChevronDownIcon size={16} /> : <ReplyIcon size={16} />}
              aria-expanded={open}
              aria-controls={open ? threadId : undefined}
              onClick={() => {
                setReplying(false);
                setOpen((v) => !v);
              }}
              data-testid="toggle-replies"
            >
              {open ? t('comment_hide_replies') : t('comment_replies', { count: comment.thread_count })}
            </Button>
          ) : null}
          {signedIn && !open ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<ReplyIcon size={16} />}
              onClick={() => {
                setReplying(true);
                setOpen(true);
              }}
              data-testid="reply-open"
            >
              {t('reply_action')}
            </Button>
          ) : null}
        </div>
        {open ? (
          <ThreadList id={threadId} phone={phone} commentId={comment.id} locale={locale} canReply={signedIn} replying={replying} />
        ) : null}
      </div>
    </article>
  );
});
