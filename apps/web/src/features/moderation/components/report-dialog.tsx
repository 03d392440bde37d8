import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { lazyPart } from '../../../components/lazy-part.js';
import { Modal } from '../../../components/modal.js';
import { focusOnMount } from '../../../lib/focus.js';
import { useModerationStore } from '../model/moderation-store.js';
import { useReportState } from '../api/use-my-reports.js';
import type { ReportFormProps } from './report-form.js';
import './moderation.css';

const ReportForm = lazyPart<ReportFormProps>(async () => (await import('./report-form.js')).ReportForm);

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
  const state = useReportState(target);
  const setReport = useModerationStore((s) => s.setReport);

  const submit = async (text: string) => {
    setReport(target, 'send');
    try {
      const res = await send(text);
      setReport(target, res.status);
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
            {/* The form is gone with its Send button: the keyboard goes on at Close. */}
            <Button variant="primary" onClick={onClose} ref={focusOnMount} data-testid="report-close">
              {t('action_close')}
            </Button>
          </div>
        </>
      ) : (
        <ReportForm busy={state === 'send'} onSubmit={submit} onCancel={onClose} />
      )}
    </Modal>
  );
}
