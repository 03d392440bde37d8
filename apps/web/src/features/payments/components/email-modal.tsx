import { TIMINGS_MS } from '@numscope/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Field } from '../../../components/field.js';
import { Form } from '../../../components/form/index.js';
import { Input } from '../../../components/input.js';
import { Modal } from '../../../components/modal.js';
import { ReceiptEmailSchema } from '../model/payment-input.js';

/**
 * GetEmail (spec §2/§4/§5): the e-mail for receipts. Continue is active only with a valid address
 * (no message is shown while it is not); it starts the payment with the address and closes the
 * modal after 2.5 s. Back closes it (the Android package steps back in history instead: `onBack`).
 * Mounted per request, so a new request starts with an empty field.
 */
export function EmailModal({
  open,
  onSubmit,
  onBack,
  onClose,
}: {
  open: boolean;
  onSubmit: (email: string) => void;
  onBack: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Modal open={open} onClose={onClose} title={t('pay_email_title')} testId="get-email-modal">
      <Form
        schema={ReceiptEmailSchema}
        defaultValues={{ email: '' }}
        options={{ mode: 'onChange' }}
        onSubmit={({ email }) => {
          if (sending) return;
          setSending(true);
          onSubmit(email);
          timer.current = setTimeout(onClose, TIMINGS_MS.emailModalClose);
        }}
      >
        {({ register, formState }) => (
          <>
            <p className="muted">{t('pay_email_text')}</p>
            <Field label={t('pay_email_label')}>
              <Input
                className="pay-email-input"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="name@example.com"
                {...register('email')}
              />
            </Field>
            <div className="modal__actions">
              <Button variant="secondary" onClick={onBack}>
                {t('pay_back')}
              </Button>
              <Button type="submit" variant="primary" disabled={!formState.isValid} loading={sending} data-testid="email-continue">
                {t('pay_continue')}
              </Button>
            </div>
          </>
        )}
      </Form>
    </Modal>
  );
}
