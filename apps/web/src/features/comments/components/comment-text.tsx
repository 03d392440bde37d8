import { useTranslation } from '../../../i18n/use-translation.js';
import { formatDate } from '../../../components/format.js';
import './comments.css';

/**
 * A comment's or reply's text (plain, never HTML), or why it is hidden: by the owner until a date,
 * or after a complaint. Text held for a moderator reaches only its author, who is told so.
 */
export function CommentText({
  item,
  locale,
}: {
  item: { text: string; hiddenBy: string | null; endDateTimestamp: number | null; underReview?: boolean };
  locale: string;
}) {
  const { t } = useTranslation();
  if (!item.hiddenBy) {
    return (
      <>
        <p className="comment__text" dir="auto">
          {item.text}
        </p>
        {item.underReview ? (
          <p className="comment__text comment__text--hidden" data-testid="comment-under-review">
            {t('comment_under_review')}
          </p>
        ) : null}
      </>
    );
  }
  const text =
    item.hiddenBy === 'owner' && item.endDateTimestamp
      ? t('comment_hidden_owner', { date: formatDate(item.endDateTimestamp, locale) })
      : item.hiddenBy === 'moderator'
        ? t('comment_hidden_moderator')
        : t('comment_hidden');
  return (
    <p className="comment__text comment__text--hidden" data-testid="comment-hidden" data-hidden-by={item.hiddenBy}>
      {text}
    </p>
  );
}
