import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Field } from '../../../components/field.js';
import { Form } from '../../../components/form/index.js';
import { Input } from '../../../components/input.js';
import { CardLast4Schema, cleanCardInput } from '../model/payment-input.js';

/**
 * The card last-4-digits step (spec §2/§5): an explanation, a safety note, a 4-character input and
 * Continue, enabled only at exactly 4 digits.
 */
export function CardStep({ onContinue, onBack, busy }: { onContinue: (cardNumber: string) => void; onBack: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form
      schema={CardLast4Schema}
      defaultValues={{ cardNumber: '' }}
      options={{ mode: 'onChange' }}
      onSubmit={({ cardNumber }) => onContinue(cardNumber)}
      testId="card-step"
    >
      {({ register, formState, setValue }) => {
        const field = register('cardNumber');
        return (
          <>
            <p>{t('pay_card_text')}</p>
            <p className="pay-note">{t('pay_card_safety')}</p>
            <Field label={t('pay_card_label')}>
              <Input
                className="pay-card-input"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                placeholder="0000"
                dir="ltr"
                {...field}
                onChange={(e) => {
                  const clean = cleanCardInput(e.currentTarget.value);
                  e.currentTarget.value = clean;
                  setValue('cardNumber', clean, { shouldValidate: true });
                }}
              />
            </Field>
            <div className="modal__actions">
              <Button variant="secondary" onClick={onBack}>
                {t('pay_back')}
              </Button>
              <Button type="submit" variant="primary" disabled={!formState.isValid} loading={busy} data-testid="card-continue">
                {t('pay_continue')}
              </Button>
            </div>
          </>
        );
      }}
    </Form>
  );
}
