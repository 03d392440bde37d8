import { TIMINGS_MS } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { showToast } from '../../../lib/toast.js';
import { useReviewRequest } from '../api/use-review-request.js';
import { ComposerDialog } from './composer-dialog.js';

/** The verified owner asks moderators to review the number's reputation, with a reason. */
export function ReviewRequestDialog({ open, onClose, phone }: { open: boolean; onClose: () => void; phone: string }) {
  const { t } = useTranslation();
  const request = useReviewRequest(phone, {
    onSuccess: () => {
      showToast(t('owner_request_sent'), TIMINGS_MS.replyToast);
      onClose();
    },
  });
  return (
    <ComposerDialog
      open={open}
      onClose={onClose}
      title={t('owner_request_title')}
      intro={<p>{t('owner_request_intro')}</p>}
      label={t('owner_request_label')}
      placeholder={t('owner_request_placeholder')}
      submitLabel={t('owner_request_submit')}
      text="reviewRequest"
      busy={request.isPending}
      onSubmit={(reason) => request.mutateAsync({ phone, reason })}
      testId="review-request"
    />
  );
}
