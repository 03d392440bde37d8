import { TIMINGS_MS, type Comment } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { ReplyIcon } from '../../../components/icons.js';
import { focusWhenReady } from '../../../lib/focus.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { showToast } from '../../../lib/toast.js';
import { useOwnerAnswer } from '../api/use-owner-answer.js';
import { ComposerDialog } from './composer-dialog.js';

/**
 * On my own number, a review I have not answered yet: "Answer as owner" opens a composer; the
 * answer is published under the review (once per review) and focus moves to the review.
 */
export function OwnerAnswerButton({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const viewer = useNumberViewer();
  const [open, setOpen] = useState(false);
  const answer = useOwnerAnswer(viewer?.phone ?? '', {
    onSuccess: () => {
      setOpen(false);
      showToast(t('owner_answer_published'), TIMINGS_MS.replyToast);
      // The button is gone once the answer shows: the keyboard continues at the answer.
      focusWhenReady(`[data-comment-id="${comment.id}"] [data-testid="owner-answer"]`);
    },
  });
  if (!viewer?.ownNumber || comment.ownerAnswer) return null;
  return (
    <>
      <Button variant="ghost" size="sm" icon={<ReplyIcon size={16} />} onClick={() => setOpen(true)} data-testid="owner-answer-open">
        {t('owner_answer_action')}
      </Button>
      <ComposerDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('owner_answer_action')}
        label={t('owner_answer_compose_label')}
        placeholder={t('owner_answer_placeholder')}
        submitLabel={t('owner_answer_submit')}
        text="ownerAnswer"
        busy={answer.isPending}
        onSubmit={(text) => answer.mutateAsync({ comment_id: comment.id, text })}
        testId="owner-answer"
      />
    </>
  );
}
