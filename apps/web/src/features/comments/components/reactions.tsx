import { useTranslation } from '../../../i18n/use-translation.js';
import { formatCount } from '../../../components/format.js';
import { ThumbDownIcon, ThumbUpIcon } from '../../../components/icons.js';
import './comments.css';

/** Like and dislike counts (read-only for visitors). */
export function Reactions({ likes, dislikes, locale }: { likes: number; dislikes: number; locale: string }) {
  const { t } = useTranslation();
  return (
    <span className="reactions">
      <span className="reaction reaction--like">
        <ThumbUpIcon size={16} />
        <span aria-hidden="true">{formatCount(likes, locale)}</span>
        <span className="visually-hidden">{t('comment_likes', { count: likes })}</span>
      </span>
      <span className="reaction reaction--dislike">
        <ThumbDownIcon size={16} />
        <span aria-hidden="true">{formatCount(dislikes, locale)}</span>
        <span className="visually-hidden">{t('comment_dislikes', { count: dislikes })}</span>
      </span>
    </span>
  );
}
