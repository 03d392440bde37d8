import { LIMITS, TIMINGS_MS } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { showToast } from '../../../lib/toast.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { errorKey, errorStatusCode, isNotEnoughBalance } from '../../../lib/api-errors.js';
import { useBalance } from '../../../lib/balance.js';
import { useWriteDialogs } from '../../../lib/write-dialogs.js';
import { useHideComment } from '../api/use-hide-comment.js';
import { BalanceLine } from '../../../components/balance-line.js';
import './moderation.css';

/** Spec §5/§9: hiding needs a balance of at least 10 NumCy. */
export const canAffordHide = (balance: number | undefined): boolean => balance !== undefined && balance >= LIMITS.hideCommentMinBalance;

/**
 * Hiding a comment on my own number for a month (10 NumCy). Below 10 NumCy the not-enough dialog
 * opens instead; a failure opens the error dialog with 'unable to hide review' and its code.
 */
export function HideDialog({
  open,
  onClose,
  phone,
  commentId,
  locale,
}: {
  open: boolean;
  onClose: () => void;
  phone: string;
  commentId: number;
  locale: string;
}) {
  const { t } = useTranslation();
  const balance = useBalance(open);
  const store = useWriteDialogs.getState;
  const price = LIMITS.hideCommentPricePerMonth;
  const hide = useHideComment(phone, {
    onSuccess: () => {
      showToast(t('toast_hidden'), TIMINGS_MS.replyToast);
      onClose();
    },
    onError: (e) => {
      onClose();
      if (isNotEnoughBalance(e)) store().openNotEnough(LIMITS.hideCommentMinBalance);
      else store().openError({ textKey: 'hide_failed', code: errorStatusCode(e), reasonKey: errorKey(e) });
    },
  });

  const submit = () => {
    if (!canAffordHide(balance.data)) {
      onClose();
      store().openNotEnough(LIMITS.hideCommentMinBalance);
      return;
    }
    hide.mutate({ comment_id: commentId, months: 1 });
  };

  return (
    <Modal open={open} onClose={onClose} title={t('hide_title')} testId="hide-dialog">
      <p>{t('hide_text', { price })}</p>
      <BalanceLine locale={locale} />
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('action_cancel')}
        </Button>
        <Button variant="primary" loading={hide.isPending || balance.isPending} onClick={submit} data-testid="hide-submit">
          {t('hide_submit', { price })}
        </Button>
      </div>
    </Modal>
  );
}
