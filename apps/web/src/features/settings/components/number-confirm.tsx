import { useTranslation } from '../../../i18n/use-translation.js';
import { Field } from '../../../components/field.js';
import { Input } from '../../../components/input.js';

/** Spec §5: the typed text must equal the account's number exactly (its digits, or the number with its +). */
export function confirmsNumber(typed: string, phone: string): boolean {
  return typed.length > 0 && (typed === phone || `+${typed}` === phone);
}

/** The type-your-number input of deactivation and full delete; the caller enables its submit with confirmsNumber. */
export function NumberConfirm({
  phone,
  value,
  onChange,
  testId,
}: {
  phone: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const digits = phone.replace(/^\+/, '');
  return (
    <Field label={t('privacy_type_number', { number: digits })} hint={t('privacy_type_number_hint')}>
      <Input
        dir="ltr"
        inputMode="tel"
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={digits}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </Field>
  );
}
