import { COMMENT_ORDERS, DEFAULT_COMMENT_ORDER, type CommentOrder, type ProfileState } from '@numscope/contract';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatCount } from '../../../components/format.js';
import { MessageIcon } from '../../../components/icons.js';
import { SelectField } from '../../../components/select.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useInSlices } from '../../../lib/in-slices.js';
import { flattenComments, useComments } from '../api/use-comments.js';
import { focusFirstAdded } from '../../../lib/focus.js';
import { CommentItem, type CommentTools } from './comment-item.js';
import './comments.css';

/** Comments rendered per task on first showing (about 10 ms each on a phone). */
const COMMENTS_PER_TASK = 3;

/**
 * The chosen order, kept in the address (`?order=newest`) so a reload, a shared link and Back keep
 * it; the default is left out. Choosing replaces the entry rather than adding one.
 */
function useCommentOrder(): [CommentOrder, (order: CommentOrder) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('order');
  const order = COMMENT_ORDERS.find((o) => o === asked) ?? DEFAULT_COMMENT_ORDER;
  const choose = (next: CommentOrder) =>
    setParams(
      (p) => {
        if (next === DEFAULT_COMMENT_ORDER) p.delete('order');
        else p.set('order', next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  return [order, choose];
}

/** The comments: pinned one first, then pages of 10 in the chosen order, with "show more". */
export function CommentsSection({
  data,
  phone,
  locale,
  updatedAt,
  tools,
}: {
  data: ProfileState;
  phone: string;
  locale: string;
  updatedAt: number;
  tools?: CommentTools;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useCommentOrder();
  const pinned = data.pinnedComment;
  const listedTotal = Math.max(0, data.metrics.commentsCount - (pinned ? 1 : 0));
  const q = useComments({
    phone,
    order,
    locale,
    firstPage: { comments: data.comments, total: listedTotal },
    firstPageAt: updatedAt,
  });
  // My own comment is shown first, in its own card (with edit and delete), not again in the list.
  const mineId = data.myComment?.id;
  const comments = q.data ? flattenComments(q.data.pages).filter((c) => c.id !== pinned?.id && c.id !== mineId) : [];
  const total = data.metrics.commentsCount;
  const shown = useInSlices(comments.length, COMMENTS_PER_TASK);
  // "Show more" puts focus on the first comment it brought: the button may be gone (the last page),
  // and a keyboard user reads on from there.
  const showMore = async () => {
    const r = await q.fetchNextPage();
    const listed = flattenComments(r.data?.pages ?? []).filter((c) => c.id !== pinned?.id && c.id !== mineId);
    focusFirstAdded(comments, listed, (id) => `[data-comment-id="${id}"]`);
  };

  return (
    <Card className="comments" aria-labelledby="comments-title" data-testid="comments" data-count={total}>
      <CardHeader
        id="comments-title"
        icon={<MessageIcon size={18} />}
        title={
          <>
            {t('comments_title')}
            {total > 0 ? (
              <span className="count-pill" data-testid="comments-count">
                {formatCount(total, locale)}
              </span>
            ) : null}
          </>
        }
        actions={
          total > 1 ? (
            <SelectField
              label={t('comments_sort_label')}
              inline
              hideLabel="narrow"
              value={order}
              onChange={(e) => setOrder(e.currentTarget.value as CommentOrder)}
            >
              {COMMENT_ORDERS.map((o) => (
                <option key={o} value={o}>
                  {t(`comments_order_${o}`)}
                </option>
              ))}
            </SelectField>
          ) : null
        }
      />

      <ol className="comment-list" aria-busy={q.isFetching || undefined}>
        {pinned ? (
          <li>
            <CommentItem comment={pinned} phone={phone} locale={locale} tools={tools} pinned />
          </li>
        ) : null}
        {q.isPending
          ? [0, 1, 2].map((i) => (
              <li key={i} className="comment comment--skeleton" aria-hidden="true">
                <Skeleton width={40} height={40} radius="50%" />
                <div className="comment__body">
                  <Skeleton width="30%" />
                  <Skeleton width="95%" />
                  <Skeleton width="70%" />
                </div>
              </li>
            ))
          : comments.slice(0, shown).map((c) => (
              <li key={c.id}>
                <CommentItem comment={c} phone={phone} locale={locale} tools={tools} />
              </li>
            ))}
      </ol>

      {q.isPending ? (
        <span className="visually-hidden" role="status">
          {t('loading')}
        </span>
      ) : null}

      {!q.isPending && !q.isError && comments.length === 0 && !pinned && !mineId ? (
        <p className="muted comments__empty">{t('comments_empty')}</p>
      ) : null}

      {q.isError ? (
        <div className="inline-error" role="alert">
          <span>{t('comments_error')}</span>
          <Button variant="ghost" size="sm" onClick={() => void (q.isFetchNextPageError ? q.fetchNextPage() : q.refetch())}>
            {t('action_retry')}
          </Button>
        </div>
      ) : null}

      {q.hasNextPage && !q.isError ? (
        <div className="comments__more">
          <Button data-testid="load-more-comments" variant="secondary" loading={q.isFetchingNextPage} onClick={() => void showMore()}>
            {t('comments_show_more')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
