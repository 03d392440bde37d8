import { REPORT_TEXT_MAX, ReportCommentBody } from '@numscope/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.js';
import { Form, FormTextarea } from '../../../components/form/index.js';
import { Modal } from '../../../components/modal.js';
import { useModerationStore } from '../model/moderation-store.js';
import { useReportState } from '../api/use-my-reports.js';
import './moderation.css';

/** The reason, as the contract's report bodies take it (comment and contact reports alike). */
const ReportTextSchema = ReportCommentBody.pick({ report_text: true });

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
            <Button variant="primary" onClick={onClose}>
              {t('action_close')}
            </Button>
          </div>
        </>
      ) : (
        <Form
          schema={ReportTextSchema}
          defaultValues={{ report_text: '' }}
          options={{ mode: 'onSubmit' }}
          onSubmit={({ report_text }) => submit(report_text)}
          testId="report-form"
        >
          {({ register }) => (
            <>
              <FormTextarea
                label={t('report_label')}
                required
                rows={3}
                maxLength={REPORT_TEXT_MAX}
                dir="auto"
                registration={register('report_text')}
                data-testid="report-text"
              />
              <div className="modal__actions">
                <Button variant="secondary" onClick={onClose}>
                  {t('action_cancel')}
                </Button>
                <Button type="submit" variant="primary" loading={state === 'send'} data-testid="report-submit">
                  {t('report_submit')}
                </Button>
              </div>
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
