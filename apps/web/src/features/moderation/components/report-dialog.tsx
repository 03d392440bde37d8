import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { useModerationStore } from '../model/moderation-store.js';
import './moderation.css';

/**
 * A report with a short reason (comment or contact name). The state per target goes 'send' while
 * the report travels, then the status the server returned ('accepted' → "Report sent").
 */
export function ReportDialog({
  open,
  onClose,
  title,
  target,
  send,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Report-state key of the target. */
  target: string;
  send: (text: string) => Promise<{ status: 'accepted' }>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const id = useId();
  const state = useModerationStore((s) => s.reports[target]);
  const setReport = useModerationStore((s) => s.setReport);

  const submit = async () => {
    setReport(target, 'send');
    try {
      const res = await send(text.trim());
      setReport(target, res.status);
      setText('');
    } catch {
      setReport(target, 'failed');
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={title} testId="report-dialog">
      {state === 'accepted' ? (
        <>
          <p role="status" data-testid="report-sent">
            {t('report_sent')}
          </p>
          <div className="modal__actions">
            <Button variant="primary" onClick={onClose}>
              {t('action_close')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <label className="field" htmlFor={id}>
            <span className="field__label">{t('report_label')}</span>
            <textarea id={id} className="textarea" rows={3} maxLength={1000} value={text} dir="auto" onChange={(e) => setText(e.currentTarget.value)} data-testid="report-text" />
          </label>
          <div className="modal__actions">
            <Button variant="secondary" onClick={onClose}>
              {t('action_cancel')}
            </Button>
            <Button variant="primary" loading={state === 'send'} disabled={!text.trim()} onClick={() => void submit()} data-testid="report-submit">
              {t('report_submit')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
