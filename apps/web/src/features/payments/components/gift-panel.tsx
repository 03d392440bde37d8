import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Field } from '../../../components/field.js';
import { Form } from '../../../components/form/index.js';
import { formatCount } from '../../../components/format.js';
import { Input } from '../../../components/input.js';
import { PHONE_INPUT_ATTRIBUTES, usePhoneInput } from '../../../lib/use-phone-input.js';
import { formatMoney, payable, type GiftCount, type PriceEntry } from '../model/catalogue.js';
import { GiftNumberSchema } from '../model/payment-input.js';
import { AgreementBlock } from './agreement-block.js';
import { GiftIcon } from './numcy-icon.js';

/**
 * Gift NumCy to a number (spec §2/§4/§5): the bundle count, a number tile (title, format hint,
 * placeholder) and the confirm button, disabled below 11 digits and until the agreement is ticked.
 */
export function GiftPanel({
  count,
  price,
  locale,
  busy,
  anonymous,
  onAnonymousChange,
  onConfirm,
}: {
  count: GiftCount;
  price: PriceEntry | undefined;
  locale: string;
  busy?: boolean;
  anonymous: boolean;
  onAnonymousChange: (v: boolean) => void;
  onConfirm: (recipientDigits: string) => void;
}) {
  const { t } = useTranslation();
  const now = price ? payable(price) : undefined;
  return (
    <Form
      schema={GiftNumberSchema}
      defaultValues={{ recipient: '' }}
      options={{ mode: 'onChange' }}
      onSubmit={({ recipient }) => onConfirm(recipient)}
      testId="gift-panel"
    >
      {({ watch, formState }) => {
        const digits = watch('recipient');
        return (
          <div className="gift-panel">
            <div className="gift-panel__count">
              <GiftIcon size={36} />
              <span>
                <strong data-testid="gift-count">{t('pay_bundle_count', { amount: formatCount(count, locale) })}</strong>
                {now ? <span className="muted"> · {formatMoney(now.amount, now.currency, locale)}</span> : null}
              </span>
            </div>
            <GiftNumberField />
            <label className="agreement-block__check">
              <input type="checkbox" checked={anonymous} onChange={(e) => onAnonymousChange(e.currentTarget.checked)} />
              <span>{t('pay_gift_anonymous')}</span>
            </label>
            <AgreementBlock
              phoneNumber={digits}
              locale={locale}
              disabled={!formState.isValid}
              busy={busy}
              onContinue={() => onConfirm(digits)}
            />
          </div>
        );
      }}
    </Form>
  );
}

/**
 * The recipient's number, formatted as typed like the search box: spaces, dashes and brackets go
 * (spec §5), letters are refused with a word instead of leaving the digits around them as another
 * number, on which NumCy would be spent.
 */
function GiftNumberField() {
  const { t } = useTranslation();
  const { setValue } = useFormContext<{ recipient: string }>();
  const { digits, formatted, notice, onChange, inputRef } = usePhoneInput();
  useEffect(() => {
    setValue('recipient', digits, { shouldValidate: digits !== '' });
  }, [digits, setValue]);
  return (
    <div className="number-tile">
      <Field label={t('pay_gift_number_title')} hint={notice ? t(`phone_notice_${notice}`) : t('pay_gift_number_hint')}>
        <Input
          ref={inputRef}
          className="number-tile__input"
          {...PHONE_INPUT_ATTRIBUTES}
          autoComplete="off"
          placeholder={t('pay_gift_number_placeholder')}
          value={formatted}
          onChange={onChange}
          data-testid="gift-number"
        />
      </Field>
    </div>
  );
}
