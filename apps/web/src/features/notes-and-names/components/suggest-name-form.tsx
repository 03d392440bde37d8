import { SuggestBody } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import type { z } from 'zod';
import { Button } from '../../../components/button.js';
import { Form, FormInput } from '../../../components/form/index.js';

/**
 * The contract's name parts (trimmed, at most 60 characters, empty → none), and the server's rule
 * that at least one of them is given, reported as the server would: NAME_EMPTY.
 */
export const SuggestNameFormSchema = SuggestBody.pick({ first_name: true, last_name: true }).refine(
  (v) => v.first_name !== null || v.last_name !== null,
  {
    path: ['first_name'],
    params: { error: 'NAME_EMPTY' },
  },
);
export type SuggestNameValues = z.output<typeof SuggestNameFormSchema>;

export interface SuggestNameFormProps {
  busy: boolean;
  onSubmit: (values: SuggestNameValues) => void;
  onCancel: () => void;
}

/** "Suggest a name": first and last name, either may be empty but not both. */
export function SuggestNameForm({ busy, onSubmit, onCancel }: SuggestNameFormProps) {
  const { t } = useTranslation();
  return (
    <Form
      schema={SuggestNameFormSchema}
      defaultValues={{ first_name: '', last_name: '' }}
      options={{ mode: 'onSubmit' }}
      onSubmit={(values) => onSubmit(values)}
      testId="suggest-form"
    >
      {({ register }) => (
        <>
          <FormInput
            label={t('suggest_first')}
            maxLength={60}
            dir="auto"
            registration={register('first_name')}
            data-testid="suggest-first"
          />
          {/* Typing a last name settles the "give a first or a last name" message on the first. */}
          <FormInput
            label={t('suggest_last')}
            maxLength={60}
            dir="auto"
            registration={register('last_name', { deps: ['first_name'] })}
            data-testid="suggest-last"
          />
          <div className="modal__actions">
            <Button variant="secondary" onClick={onCancel}>
              {t('action_cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={busy} data-testid="suggest-submit">
              {t('action_send')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
