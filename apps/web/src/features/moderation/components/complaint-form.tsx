import { ComplaintBody } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { z } from 'zod';
import { Button } from '../../../components/button.js';
import { Form, FormInput, FormTextarea } from '../../../components/form/index.js';

/**
 * The complaint form's fields are the contract's complaint body (spec §5: name over 1 character,
 * text over 5, a valid e-mail), less what the dialog adds (the comment) or does not ask (the last
 * name). An empty link field means no link.
 */
export const ComplaintFormSchema = ComplaintBody.omit({ comment_id: true, last_name: true }).extend({
  court_decision_link: z.preprocess((v) => (v === '' ? undefined : v), ComplaintBody.shape.court_decision_link),
});
export type ComplaintFormValues = z.output<typeof ComplaintFormSchema>;

const EMPTY = { first_name: '', email: '', text: '', court_decision_link: '' };

export interface ComplaintFormProps {
  busy: boolean;
  onSubmit: (values: ComplaintFormValues) => void;
  onCancel: () => void;
}

/** The complaint form. Submit stays inactive until the contract's schema accepts every field (spec §5). */
export function ComplaintForm({ busy, onSubmit, onCancel }: ComplaintFormProps) {
  const { t } = useTranslation();
  return (
    <Form schema={ComplaintFormSchema} defaultValues={EMPTY} onSubmit={(values) => onSubmit(values)} testId="complaint-form">
      {({ register, formState }) => (
        <>
          <FormInput
            label={t('complaint_name')}
            required
            maxLength={60}
            autoComplete="name"
            registration={register('first_name')}
            data-testid="complaint-name"
          />
          <FormInput
            label={t('complaint_email')}
            required
            type="email"
            dir="ltr"
            maxLength={200}
            autoComplete="email"
            registration={register('email')}
            data-testid="complaint-email"
          />
          <FormTextarea
            label={t('complaint_text')}
            required
            rows={4}
            maxLength={5000}
            dir="auto"
            registration={register('text')}
            data-testid="complaint-text"
          />
          <FormInput
            label={t('complaint_court_link')}
            type="url"
            dir="ltr"
            maxLength={500}
            registration={register('court_decision_link')}
            data-testid="complaint-link"
          />
          <div className="modal__actions">
            <Button variant="secondary" onClick={onCancel}>
              {t('action_cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={busy} disabled={!formState.isValid} data-testid="complaint-submit">
              {t('complaint_submit')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
