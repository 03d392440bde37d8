import { useTranslation } from '../../../i18n/use-translation.js';
import { Field } from '../../../components/field.js';
import { Form } from '../../../components/form/index.js';
import { formatCount } from '../../../components/format.js';
import { Input } from '../../../components/input.js';
import { formatAsYouType } from '../../../lib/phone.js';
import { formatMoney, payable, type GiftCount, type PriceEntry } from '../model/catalogue.js';
import { GiftNumberSchema, giftDigits } from '../model/payment-input.js';
import { AgreementBlock } from './agreement-block.js';
import { GiftIcon } from './numcy-icon.js';

/**
 * Gift NumCy to a number (spec §2/§4/§5): the bundle count, a number tile (title, format hint,
 * placeholder; non-digits are dropped while typing) and the confirm button, disabled below 11
 * digits and until the agreement is ticked.
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
      {({ register, watch, setValue, formState }) => {
        const digits = watch('recipient');
        const field = register('recipient');
        return (
          <div className="gift-panel">
            <div className="gift-panel__count">
              <GiftIcon size={36} />
              <span>
                <strong data-testid="gift-count">{t('pay_bundle_count', { amount: formatCount(count, locale) })}</strong>
                {now ? <span className="muted"> · {formatMoney(now.amount, now.currency, locale)}</span> : null}
              </span>
            </div>
            <div className="number-tile">
              <Field label={t('pay_gift_number_title')} hint={t('pay_gift_number_hint')}>
                <Input
                  className="number-tile__input"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  dir="ltr"
                  placeholder={t('pay_gift_number_placeholder')}
                  {...field}
                  value={formatAsYouType(digits)}
                  onChange={(e) => setValue('recipient', giftDigits(e.currentTarget.value), { shouldValidate: true })}
                  data-testid="gift-number"
                />
              </Field>
            </div>
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
