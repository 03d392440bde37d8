import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar.js';
import { Button } from '../../../components/button.js';
import { Skeleton } from '../../../components/skeleton.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { useThreads } from '../api/use-threads.js';
import { fullName } from './names.js';
import { Reactions } from './reactions.js';

/** A comment's replies, loaded when opened: 4 first, then 4 more per "show more replies". */
export function ThreadList({ id, phone, commentId, locale }: { id: string; phone: string; commentId: number; locale: string }) {
  const { t } = useTranslation();
  const q = useThreads(phone, commentId, true);
  const replies = q.data?.pages.flatMap((p) => p.threads) ?? [];

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
      ) : (
        <ul className="thread__list">
          {replies.map((r) => {
            const name = fullName(r) || t('comment_anonymous');
            return (
              <li key={r.id} className="reply" data-testid="thread-reply">
                <Avatar name={name} size={32} />
                <div className="reply__body">
                  <div className="comment__header">
                    <bdi className="comment__author">{name}</bdi>
                    <TimeAgo seconds={r.createdAtTimestamp} locale={locale} />
                  </div>
                  {r.hiddenBy ? <p className="comment__text comment__text--hidden">{t('comment_hidden')}</p> : <p className="comment__text" dir="auto">
                      {r.text}
                    </p>}
                  <div className="comment__footer">
                    <Reactions likes={r.likes} dislikes={r.dislikes} locale={locale} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {q.hasNextPage ? (
        <Button variant="ghost" size="sm" className="thread__more" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {t('thread_show_more')}
        </Button>
      ) : null}
      {q.isFetchNextPageError ? (
        <p className="inline-error" role="alert">
          {t('thread_error')}
        </p>
      ) : null}
    </div>
  );
}
