import { TIMINGS_MS } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useBalance } from '../../../lib/balance.js';
import { showToast } from '../../../lib/toast.js';
import { useWriteDialogs } from '../../../lib/write-dialogs.js';
import { Button } from '../../../components/button.js';
import { formatCount } from '../../../components/format.js';
import { SparkIcon, ThumbDownIcon, ThumbUpIcon } from '../../../components/icons.js';
import { Modal } from '../../../components/modal.js';
import { useReactToComment } from '../api/use-react-to-comment.js';
import { Reactions } from './reactions.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { BalanceLine } from '../../../components/balance-line.js';
import './comments.css';

export interface ReactionTarget {
  id: number;
  likes: number;
  dislikes: number;
  commentUps: number;
  hasLike: boolean;
  hasDislike: boolean;
  hasCommentUp: boolean;
}

export const BOOST_OPTIONS = [1, 5, 10] as const;

/** The two opinions, each a toggle with its icon, count and pressed state. */
const KINDS = [
  { type: 'LIKE', name: 'like', pressed: 'hasLike', count: 'likes', Icon: ThumbUpIcon },
  { type: 'DISLIKE', name: 'dislike', pressed: 'hasDislike', count: 'dislikes', Icon: ThumbDownIcon },
] as const;

/**
 * Like, dislike and boost of a comment or reply (signed-in users). Pressing a pressed reaction
 * removes it; pressing the other one switches (the server drops the opposite reaction). Counts and
 * flags come from the response. On the viewer's `own` text the counts are read-only (the server
 * refuses a reaction to it); a boost stays.
 */
export function ReactionButtons({ target, boost = true, own = false }: { target: ReactionTarget; boost?: boolean; own?: boolean }) {
  const { t } = useTranslation();
  const ctx = useNumberViewer();
  const like = useReactToComment(ctx?.phone ?? '');
  const [boostOpen, setBoostOpen] = useState(false);
  const locale = ctx?.locale ?? 'en-US';

  // While one press is on its way the toggles keep focus (a spinner on the pressed one) and ignore presses.
  const react = (type: 'LIKE' | 'DISLIKE') => {
    if (like.isPending) return;
    const on = target[KINDS.find((k) => k.type === type)!.pressed];
    like.mutate({ comment_id: target.id, like_type: type, action_type: on ? 'REMOVE' : 'ADD' });
  };

  return (
    <span className="reactions reactions--interactive">
      {own ? (
        <Reactions likes={target.likes} dislikes={target.dislikes} locale={locale} />
      ) : (
        KINDS.map(({ type, name, pressed, count, Icon }) => (
          <Button
            key={type}
            variant="ghost"
            size="sm"
            className={`reaction reaction--${name}`}
            icon={<Icon size={16} />}
            aria-pressed={target[pressed]}
            disabled={!ctx?.signedIn}
            loading={like.isPending && like.variables?.like_type === type}
            onClick={() => react(type)}
            data-testid={name}
          >
            {/* Named by its visible count after a hidden verb ("Like 2"), not by an aria-label: in
                every language the name then contains what is seen (WCAG 2.5.3 label in name). */}
            <span className="visually-hidden">{t(`react_${name}`)} </span>
            <span data-testid={`${name}-count`}>{formatCount(target[count], locale)}</span>
          </Button>
        ))
      )}
      {boost && ctx?.signedIn ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            className={`reaction reaction--boost${target.hasCommentUp ? ' is-on' : ''}`}
            icon={<SparkIcon size={16} />}
            onClick={() => setBoostOpen(true)}
            data-testid="boost"
          >
            {/* Named in words: the spark alone read as a loading spinner. */}
            {t('boost_action')}
            {target.commentUps > 0 ? ` ${formatCount(target.commentUps, locale)}` : null}
          </Button>
          <BoostDialog open={boostOpen} commentId={target.id} locale={locale} onClose={() => setBoostOpen(false)} />
        </>
      ) : null}
    </span>
  );
}

/** Chooses 1, 5 or 10 NumCy and boosts the comment (COMMENT_UP); the shown balance drops by the amount. */
function BoostDialog({ open, commentId, locale, onClose }: { open: boolean; commentId: number; locale: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number>(BOOST_OPTIONS[0]);
  const like = useReactToComment(useNumberViewer()?.phone ?? '');
  const balance = useBalance(open);
  const submit = () => {
    // Known to be short: offer the top-up at once instead of a request the server must refuse.
    if (balance.data !== undefined && balance.data < amount) {
      onClose();
      useWriteDialogs.getState().openNotEnough(amount);
      return;
    }
    like.mutate(
      { comment_id: commentId, like_type: 'COMMENT_UP', action_type: 'ADD', comment_up_count: amount },
      {
        onSuccess: () => {
          showToast(t('toast_boosted'), TIMINGS_MS.replyToast);
          onClose();
        },
        onError: () => onClose(),
      },
    );
  };
  return (
    <Modal open={open} onClose={onClose} title={t('boost_title')} testId="boost-dialog">
      <p className="muted">{t('boost_text')}</p>
      <BalanceLine locale={locale} />
      <fieldset className="segmented segmented--wide">
        <legend className="visually-hidden">{t('boost_title')}</legend>
        {BOOST_OPTIONS.map((n) => (
          <label key={n} className={`segmented__option${amount === n ? ' is-active' : ''}`}>
            <input type="radio" name={`boost-${commentId}`} value={n} checked={amount === n} onChange={() => setAmount(n)} />
            {t('boost_option', { count: n })}
          </label>
        ))}
      </fieldset>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('action_cancel')}
        </Button>
        <Button variant="primary" loading={like.isPending} onClick={submit} data-testid="boost-submit">
          {t('boost_submit', { count: amount })}
        </Button>
      </div>
    </Modal>
  );
}
