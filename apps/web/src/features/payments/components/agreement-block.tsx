import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { usePhoneFormat } from '../../../lib/phone.js';
import { PurchaseAgreementText } from './legal-text.js';
import { PaymentLogoStrip } from './payment-logos.js';

/**
 * The agreement block (spec §2/§4/§5): a checkbox that gates Continue ("to +7 …"), the legal text,
 * the payment-logo strip and the encryption note.
 */
export function AgreementBlock({
  phoneNumber,
  locale,
  onContinue,
  disabled,
  busy,
}: {
  phoneNumber: string;
  locale: string;
  onContinue: () => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  const [accepted, setAccepted] = useState(false);
  const hintId = useId();
  const number = phoneNumber ? formatInternational(phoneNumber) : '';
  return (
    <div className="agreement-block" data-testid="agreement-block">
      <label className="agreement-block__check">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.currentTarget.checked)}
          aria-describedby={accepted ? undefined : hintId}
          data-testid="agreement-check"
        />
        <span>{t('pay_agreement_check')}</span>
      </label>
      <Button
        variant="primary"
        size="lg"
        className="pay-cta"
        disabled={!accepted || disabled}
        loading={busy}
        onClick={onContinue}
        data-testid="agreement-continue"
      >
        {t('pay_continue_to_number')} <span dir="ltr">{number}</span>
      </Button>
      {accepted ? null : (
        <p className="pay-note" id={hintId}>
          {t('pay_agreement_required')}
        </p>
      )}
      <PurchaseAgreementText locale={locale} />
      <PaymentLogoStrip />
      <p className="pay-note pay-note--secure">{t('pay_secure_note')}</p>
    </div>
  );
}
