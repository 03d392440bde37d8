import { REPORT_TEXT_MAX, ReportCommentBody } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Form, FormTextarea } from '../../../components/form/index.js';

/** The reason, as the contract's report bodies take it (comment and contact reports alike). */
const ReportTextSchema = ReportCommentBody.pick({ report_text: true });

export interface ReportFormProps {
  busy: boolean;
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** The report's reason and its buttons (loaded when a report dialog first opens). */
export function ReportForm({ busy, onSubmit, onCancel }: ReportFormProps) {
  const { t } = useTranslation();
  return (
    <Form
      schema={ReportTextSchema}
      defaultValues={{ report_text: '' }}
      options={{ mode: 'onSubmit' }}
      onSubmit={({ report_text }) => onSubmit(report_text)}
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
            <Button variant="secondary" onClick={onCancel}>
              {t('action_cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={busy} data-testid="report-submit">
              {t('report_submit')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
