import { TIMINGS_MS } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { showToast } from '../../../lib/toast.js';
import { Modal } from '../../../components/modal.js';
import { useSuggestName } from '../api/use-suggest-name.js';
import { lazyPart } from '../../../components/lazy-part.js';
import type { SuggestNameFormProps } from './suggest-name-form.js';
import './notes-and-names.css';

const SuggestNameForm = lazyPart<SuggestNameFormProps>(async () => (await import('./suggest-name-form.js')).SuggestNameForm, {
  lines: 4,
});

/** The "suggest a name" dialog; the form closes with it, so it opens empty every time. */
export function SuggestNameDialog({ open, onClose, phone }: { open: boolean; onClose: () => void; phone: string }) {
  const { t } = useTranslation();
  const suggest = useSuggestName(phone, {
    onSuccess: () => {
      showToast(t('toast_suggest_sent'), TIMINGS_MS.replyToast);
      onClose();
    },
  });
  return (
    <Modal open={open} onClose={onClose} title={t('suggest_title')} testId="suggest-dialog">
      <SuggestNameForm
        busy={suggest.isPending}
        onCancel={onClose}
        onSubmit={(values) =>
          suggest.mutate({ phone, first_name: values.first_name ?? undefined, last_name: values.last_name ?? undefined })
        }
      />
    </Modal>
  );
}
