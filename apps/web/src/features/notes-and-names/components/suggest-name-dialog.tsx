import { TIMINGS_MS } from '@numscope/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { useSuggestName } from '../api/use-suggest-name.js';
import './notes-and-names.css';

/** "Suggest a name": first and last name (either may be empty; the server turns empty into null). */
export function SuggestNameDialog({ open, onClose, phone }: { open: boolean; onClose: () => void; phone: string }) {
  const { t } = useTranslation();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const ids = { first: useId(), last: useId() };
  const close = () => {
    setFirst('');
    setLast('');
    onClose();
  };
  const suggest = useSuggestName(phone, {
    onSuccess: () => {
      showToast(t('toast_suggest_sent'), TIMINGS_MS.replyToast);
      close();
    },
  });
  const empty = !first.trim() && !last.trim();
  return (
    <Modal open={open} onClose={close} title={t('suggest_title')} testId="suggest-dialog">
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          if (!empty) suggest.mutate({ phone, first_name: first, last_name: last });
        }}
      >
        <label className="field" htmlFor={ids.first}>
          <span className="field__label">{t('suggest_first')}</span>
          <input id={ids.first} className="input" value={first} maxLength={60} dir="auto" onChange={(e) => setFirst(e.currentTarget.value)} data-testid="suggest-first" />
        </label>
        <label className="field" htmlFor={ids.last}>
          <span className="field__label">{t('suggest_last')}</span>
          <input id={ids.last} className="input" value={last} maxLength={60} dir="auto" onChange={(e) => setLast(e.currentTarget.value)} data-testid="suggest-last" />
        </label>
        <div className="modal__actions">
          <Button variant="secondary" onClick={close}>
            {t('action_cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={suggest.isPending} disabled={empty} data-testid="suggest-submit">
            {t('action_send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
