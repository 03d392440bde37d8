import type { Comment } from '@numscope/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar.js';
import { Badge } from '../../../components/badge.js';
import { Button } from '../../../components/button.js';
import { ChevronDownIcon, PinIcon, ReplyIcon } from '../../../components/icons.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { fullName } from './names.js';
import { Reactions } from './reactions.js';
import { ThreadList } from './thread-list.js';

/** One comment: author, date, plain text (never HTML), reactions, and its replies on demand. */
export function CommentItem({ comment, phone, locale, pinned = false }: { comment: Comment; phone: string; locale: string; pinned?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const threadId = useId();
  const name = fullName(comment) || t('comment_anonymous');

  return (
    <article className={`comment${pinned ? ' comment--pinned' : ''}`} data-testid="comment" data-comment-id={comment.id}>
      <Avatar name={name} />
      <div className="comment__body">
        <div className="comment__header">
          <bdi className="comment__author">{name}</bdi>
          <TimeAgo seconds={comment.createdAtTimestamp} locale={locale} />
          {pinned ? (
            <Badge tone="brand" icon={<PinIcon size={13} />}>
              {t('comment_pinned')}
            </Badge>
          ) : null}
        </div>
        {comment.hiddenBy ? <p className="comment__text comment__text--hidden">{t('comment_hidden')}</p> : <p className="comment__text" dir="auto">
            {comment.text}
          </p>}
        <div className="comment__footer">
          <Reactions likes={comment.likes} dislikes={comment.dislikes} locale={locale} />
          {comment.thread_count > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              className={`comment__replies${open ? ' is-open' : ''}`}
              icon={open ? <ChevronDownIcon size={16} /> : <ReplyIcon size={16} />}
              aria-expanded={open}
              aria-controls={open ? threadId : undefined}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? t('comment_hide_replies') : t('comment_replies', { count: comment.thread_count })}
            </Button>
          ) : null}
        </div>
        {open ? <ThreadList id={threadId} phone={phone} commentId={comment.id} locale={locale} /> : null}
      </div>
    </article>
  );
}
